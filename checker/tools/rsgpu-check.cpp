//===- rsgpu-check.cpp - standalone driver for `rsgpu-gen check` ----------===//
#include "ClangCheck.h"

#include "llvm/Support/InitLLVM.h"

int main(int argc, const char **argv) {
  llvm::InitLLVM init(argc, argv);
  return rsgpu::clangcheck::check_main(
      llvm::ArrayRef<const char *>(argv + 1, argv + argc));
}
