//===- Emitter.h - IR -> CUDA C++ on the rsgpu library --------*- C++ -*-===//
//
// One .cu per crate. Each kernel becomes an rsgpu kernel functor
// (`rsgpu::launch(stream, cfg, saxpy{}, x.borrow(), y.borrow_mut(), a)`) and a
// typed host launch stub. `&[T]` parameters become `rsgpu::Slice<const T>`,
// `&mut [T]` become `rsgpu::SliceMut<T>`, written only through
// `unsafe_at(i)` at the indices the S5 analysis proved unique (each such write
// carries a comment with the proof). Rust's panics (bounds, overflow,
// division) become rsgpu device panics with Rust's message. Control flow:
// `while`/`if`/`else` where the block layout has their shape, labelled
// blocks and `goto` elsewhere; every local is declared at the top so no jump
// crosses an initialisation.
// Constructs outside the emitted subset are RG0301 errors, never guesses.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_EMIT_EMITTER_H
#define RSGPU_EMIT_EMITTER_H

#include "analysis/Analyses.h"
#include "ir/IR.h"
#include "support/Diagnostics.h"
#include "llvm/Support/raw_ostream.h"

namespace rsgpu::emit {

struct EmitOptions {
  std::string inputName; ///< named in the header comment
};

/// A function of the emitted file, as its C++ declares it.
struct EmittedFunction {
  struct Param {
    std::string type, name;
  };
  std::string name;          ///< the kernel functor or the device function
  std::vector<Param> params; ///< after the rsgpu::Thread
  std::string ret;           ///< device functions only ("" for kernels)
  /// Kernels: rsgpu_launch_requirement's checks in order, each as (the test
  /// in the manifest's terms, its message): `rsgpu-gen build` writes them to
  /// the manifest, rsgpu::jit::launch checks them on the host.
  std::vector<std::pair<std::string, std::string>> requirement;
};

/// The emitted .cu and what it defines, in the order it defines them: the
/// kernel functors (a kernel's proven variant, `K_proven`, before `K`) and
/// the Rust device functions.
struct EmittedModule {
  std::string code;
  std::vector<EmittedFunction> kernels;
  std::vector<EmittedFunction> deviceFns;
};

/// The C++ type of a bool, integer or float IR type; "" for anything else
/// (Structs.cpp).
std::string scalarType(const ir::Type *t);
/// The crate's `gpu_struct!` types as C++ structs (Structs.cpp).
bool emitStructs(const ir::Module &m, DiagEngine &diags, llvm::raw_ostream &os);
/// The Rust statics the kernels read (Structs.cpp).
bool emitStatics(const ir::Module &m, llvm::raw_ostream &os);

/// Emits the .cu for `m` into `out`; false (after RG03xx errors) if some
/// construct cannot be emitted.
bool emitCuda(const ir::Module &m, const analysis::ModuleFacts &facts,
              const EmitOptions &opts, DiagEngine &diags, EmittedModule &out);

} // namespace rsgpu::emit

#endif
