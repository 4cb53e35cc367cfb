//! Entry point: mounts the Grundy Lab app in the browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    grundy_lab::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Grundy Lab runs in the browser: start it with the README's run command (scripts/run.sh).");
    std::process::exit(2);
}
