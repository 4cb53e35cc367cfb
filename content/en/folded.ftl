### The headings of the texts fetched when unfolded: a contest problem's hints and editorial
### (src/ui/course/editorial.rs) and the answers of the teacher notes (src/ui/course/page.rs).
### Their text is each lesson's Markdown (lessons/NN.md: :: contest-hint, :: editorial-…,
### :: teacher-answer, :: teacher-support). content/ja/folded.ftl has the same messages in the same order.
editorial-heading = Hints and editorial
editorial-intro = Think about it yourself first. When you are stuck, open one hint at a time. Read the editorial last.
editorial-show-hint = Show hint { $number }
editorial-hint = Hint { $number }
editorial-show = Show the editorial
editorial-title = Editorial
editorial-observation = Observation
editorial-solution = Solution
editorial-complexity = Complexity
editorial-code = Implementation
editorial-code-intro = The program reads the input and writes the output. Our tests run it on many generated inputs and compare its output with this app's engine.
editorial-hide = Hide the hints and the editorial
teacher-run = Running it with a class
teacher-questions = Three key questions
teacher-wrong-idea = The common wrong idea
teacher-extension = Extension
teacher-answer = What to expect:
teacher-support = For a student who is stuck
