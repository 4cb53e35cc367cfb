### ホームの講座の目次: 各レッスンと、学ぶ人の進み具合。レッスンの題と要約は各 Markdown
### ファイル (lessons/NN.md) にあります。
### content/en/contents.ftl と同じメッセージを同じ順に並べます。

## ホーム。
course-heading = 講座
course-intro = ニムから Wythoff のゲーム、チョンプ、迷路ゲームまで、短いレッスンが { $count } 回あります。どのレッスンにも実際に遊べる盤面と、エンジンが採点する演習があるので、自分で考えた局面についても質問できます。進み具合はこのブラウザにだけ保存されます。
free-play-heading = 自由に遊ぶ
done = 完了
reset-progress = 進み具合を消す
# $number はレッスンの番号（1 から）、$title はその題。
lesson-title = 第 { $number } 回: { $title }
# レッスンの演習 $count 問のうち $solved 問が正解済み。
progress = 演習 { $count } 問中 { $solved } 問正解
review-link = 間違えた問題を復習する
glossary-link = 用語集
