//===- Kernels.h - kernel and struct declarations -------------*- C++ -*-===//
//
// The kernel! and gpu_struct! declarations (read by mir::parseDeclarations)
// in the IR: each struct's fields as IR types and its #[repr(C)] layout; the
// kernel signatures checked.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_KERNELS_H
#define RSGPU_IR_KERNELS_H

#include "ir/IR.h"
#include "mir/AST.h"
#include "support/Diagnostics.h"

namespace rsgpu::ir {

using mir::KernelDecl;

/// Fills `out.structs` and returns the declared kernels
/// (mir::parseDeclarations, then the IR types and layout of each struct);
/// reports RG0103, RG0104, RG0105, RG0107 and returns false on errors.
bool readDeclarations(const mir::Module &m, Module &out,
                      std::vector<KernelDecl> &kernels, DiagEngine &diags);

/// Checks that kernel `f` has parameters that may cross the launch boundary
/// (RG0106).
bool checkKernelSignature(const Function &f, DiagEngine &diags);

} // namespace rsgpu::ir

#endif
