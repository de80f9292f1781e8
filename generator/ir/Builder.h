//===- Builder.h - MIR AST -> IR ------------------------------*- C++ -*-===//
#ifndef RSGPU_IR_BUILDER_H
#define RSGPU_IR_BUILDER_H

#include "ir/IR.h"
#include "mir/AST.h"
#include "support/Diagnostics.h"
#include <optional>

namespace rsgpu::ir {

struct BuildOptions {
  /// Lower every function, not only kernels and what they call (the corpus
  /// and debugging use this; unknown calls are still errors).
  bool allFunctions = false;
};

/// Builds the IR of the kernels declared in `m` and of the functions they
/// call. Reports RG01xx diagnostics and returns nullopt on errors.
std::optional<Module> buildModule(const mir::Module &m, DiagEngine &diags,
                                  const BuildOptions &opts = {});

} // namespace rsgpu::ir

#endif
