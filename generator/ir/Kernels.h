//===- Kernels.h - kernel and struct declarations -------------*- C++ -*-===//
//
// MIR carries no attributes, so the rsgpu crate's `kernel!` and
// `gpu_struct!` macros leave string constants in the dump:
//   const _: &str = const "rsgpu::kernel saxpy";
//   const _: &str = const "rsgpu::struct Particle { pos: [f32; 3]; mass: f32; }";
// This pass reads them, computes each struct's #[repr(C)] layout and checks
// kernel signatures.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_KERNELS_H
#define RSGPU_IR_KERNELS_H

#include "ir/IR.h"
#include "mir/AST.h"
#include "support/Diagnostics.h"

namespace rsgpu::ir {

struct KernelDecl {
  std::string name;
  Loc loc;
  const mir::Item *fn = nullptr; ///< the function it names
};

/// Fills `out.structs` and returns the declared kernels; reports RG0103,
/// RG0104, RG0105, RG0107 and returns false on errors.
bool readDeclarations(const mir::Module &m, Module &out,
                      std::vector<KernelDecl> &kernels, DiagEngine &diags);

/// Checks that kernel `f` has parameters that may cross the launch boundary
/// (RG0106).
bool checkKernelSignature(const Function &f, DiagEngine &diags);

} // namespace rsgpu::ir

#endif
