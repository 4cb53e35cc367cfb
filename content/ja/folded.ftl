### 開いたときに読み込む文章の見出し: コンテスト形式の問題のヒントと解説
### (src/ui/course/editorial.rs) と、先生向けの手引きの答え (src/ui/course/page.rs)。本文は各レッスンの
### Markdown (lessons/NN.md の :: contest-hint、:: editorial-…、:: teacher-answer、:: teacher-support) にあります。
### content/en/folded.ftl と同じメッセージを同じ順に並べます。
editorial-heading = ヒントと解説
editorial-intro = まずは自分で考えてみましょう。詰まったらヒントを 1 つずつ開き、解説は最後に読みます。
editorial-show-hint = ヒント { $number } を見る
editorial-hint = ヒント { $number }
editorial-show = 解説を見る
editorial-title = 解説
editorial-observation = 考察
editorial-solution = 解法
editorial-complexity = 計算量
editorial-code = 実装例
editorial-code-intro = 入力を読み、出力を書くプログラムです。テストでは、生成した多くの入力でこのアプリのエンジンと同じ出力になることを確かめています。
editorial-hide = ヒントと解説を閉じる
teacher-run = 授業での進め方
teacher-questions = 3 つの発問
teacher-wrong-idea = よくある誤解
teacher-extension = 発展
teacher-answer = 期待する答え：
teacher-support = つまずいている生徒へ
