//! With the feature `split` on wasm32, keep the linker's relocations in the module: the splitter
//! (scripts/split-wasm.mjs, after linking) needs them to move each page's code into its own file.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
}
