// rust_aot exists for its AOT artifacts (rsgpu_kernels/rust_aot/).
int rust_aot_anchor() { return 0; }
