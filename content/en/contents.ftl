### The course's contents on the home page: the lessons with the learner's progress. The
### lessons' titles and summaries are their Markdown files' (lessons/NN.md).
### Written in English first; content/ja/contents.ftl has the same messages.

## The home page.
course-heading = The course
course-intro = { $count } short lessons, from Nim to Wythoff's game, Chomp and the maze. Each has boards to play on and exercises that the engine checks, so you may also ask about positions of your own. Your progress stays in this browser.
free-play-heading = Free play
done = Done
reset-progress = Forget my progress
# $number: the lesson's number, from 1; $title: its title.
lesson-title = Lesson { $number }: { $title }
# $solved of a lesson's $count exercises are solved.
progress = { $solved } of { $count } exercises solved
# What a lesson builds on, under its summary: the earlier lessons that introduce what it uses,
# for a teacher choosing which lessons to take (the first lesson builds on none and shows
# nothing). Put together when the app is built (build.rs): $count is how many lessons,
# $lessons their numbers, each as lesson-needs-number, joined by lesson-needs-comma and, before
# the last, lesson-needs-and.
lesson-needs = Builds on { $count ->
        [one] lesson
       *[other] lessons
    } { $lessons }
# $number: an earlier lesson's number.
lesson-needs-number = { $number }
lesson-needs-comma = {", "}
lesson-needs-and = {" and "}
review-link = Review the exercises you missed
glossary-link = Glossary
