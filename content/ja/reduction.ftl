### 還元のページに共通のことば: 手を入力する欄（描けないほど大きな局面とキーボードのため）。
### ほかのゲームのページでも使います。content/en/reduction.ftl と同じメッセージを同じ順に並べます。

## 手の入力欄。$example はそのゲームの書き方で書いた手の例（9-8 など）。
type-move = 手を入力:
play-move = 指す
move-example = 例: { $example }
