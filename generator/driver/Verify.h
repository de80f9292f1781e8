//===- Verify.h - Clang verification of rsgpu-gen's output ----*- C++ -*-===//
//
// `rsgpu-gen translate --verify`: the emitted C++ is parsed in-process with
// Clang (host-backend mode, against rsgpu's headers) and checked with the
// checker's rules. Generated code must be clean, so any finding (warnings
// included) is a generator bug: an internal error RG0411 at the MIR location
// of the kernel whose code it is.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_DRIVER_VERIFY_H
#define RSGPU_DRIVER_VERIFY_H

#include "ir/IR.h"
#include "support/Diagnostics.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace rsgpu::driver {

/// Checks `code` (emitted from `m`) as the in-memory file `virtualName`.
/// Each finding is reported through `diags` as error RG0411 located at the
/// kernel that produced the line (the emitter's `/// Rust kernel `NAME`
/// (MIR: ...)` comment; a line assigning a local, at the one MIR statement
/// assigning it; code before the first kernel is the prelude and is reported
/// at the start of the MIR file). Returns true when clean.
bool verifyGenerated(llvm::StringRef code, llvm::StringRef virtualName,
                     const ir::Module &m, DiagEngine &diags);

/// Test hook: with RSGPU_GEN_VERIFY_INJECT set to `raw-sync` (a raw
/// `__syncthreads()` at the top of the first kernel), `raw-shfl` (the first
/// warp shfl_down becomes a raw `__shfl_down_sync`) or `use-after-move` (the
/// first launch stub launches twice with the same moved borrows), corrupts
/// `code` the way a buggy emitter would, so tests can prove that
/// verification catches it. Returns false (code unchanged) when unset.
bool injectForTesting(std::string &code);

} // namespace rsgpu::driver

#endif
