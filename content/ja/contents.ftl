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
# レッスンの要約の下に出す「このレッスンが前提とする回」: 使う用語やゲームを導入した、それより前の
# 回。どの回を扱うか決める先生向け（第 1 回には何も出ません）。アプリのビルド時に組み立てます
# (build.rs)。$count は回の数、$lessons はその番号を lesson-needs-number の形にして
# lesson-needs-comma で（最後の 1 つの前は lesson-needs-and で）つないだもの。
lesson-needs = { $count ->
       *[other] 前提: 第 { $lessons } 回
    }
# $number は前の回の番号（「第 2・4 回」のように並べます）。
lesson-needs-number = { $number }
lesson-needs-comma = ・
lesson-needs-and = ・
review-link = 間違えた問題を復習する
glossary-link = 用語集
