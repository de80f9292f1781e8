# The external tools rsgpu's build and tests run, found once (cache
# variables, so every directory sees them):
#   RSGPU_RUSTC      rustc (kernels -> MIR; the bindings crate)
#   RSGPU_CARGO      cargo (the bindings crate's own tests)
#   RSGPU_FILECHECK  LLVM 19's FileCheck (generator and checker tests)
#   RSGPU_CLANGXX19  clang++-19 (the libFuzzer build)
#   RSGPU_BASH       bash (test scripts)
# A tool that is missing leaves its variable at NOTFOUND; the suites that need
# it say so and register nothing.
include_guard(GLOBAL)
find_program(RSGPU_RUSTC rustc HINTS $ENV{HOME}/.cargo/bin /root/.cargo/bin)
find_program(RSGPU_CARGO cargo HINTS $ENV{HOME}/.cargo/bin /root/.cargo/bin)
find_program(RSGPU_FILECHECK NAMES FileCheck-19 FileCheck HINTS /usr/lib/llvm-19/bin)
find_program(RSGPU_CLANGXX19 clang++-19)
find_program(RSGPU_BASH bash REQUIRED)
