### The app's own words: the header, the home page, a page not found, loading a page's code, the
### notice of a new version and the panel shown when the app stops on an internal error.
### Written in English first; content/ja/app.ftl has the same messages.

## The header and the home page.
home-link = Grundy Lab
terms-here = What the terms mean
games-nav = Games
lead = Grundy Lab teaches impartial games by letting you play them against a computer that never makes a mistake. Every position shows its Grundy value, and the reasoning behind it (the mex of the options, the XOR of a sum) can be stepped through one line at a time.
games-heading = Games
language-switch = Language

## A page not found (its sentence is followed by the link home).
not-found-title = Page not found
not-found = This address does not name a page of Grundy Lab.{ " " }
go-home = Go to the list of games

## A page's code while it is fetched, when it could not be, and the button that tries again;
## the same for a board inside a page.
loading = Loading the page…
load-failed = This page could not be loaded. Check the network connection and try again.
retry = Try again
board-loading = Loading the board…
board-load-failed = This board could not be loaded. Check the network connection and try again.

## A new version that has taken over the page.
update-ready = A new version of Grundy Lab is ready: reload to use it.
reload = Reload
dismiss = Dismiss

## The panel shown when the app stops on an internal error (its button is reload).
crash-heading = Something went wrong
crash-body = Grundy Lab hit an internal error and stopped. Your position is kept in the address bar: reload the page to continue from it.
