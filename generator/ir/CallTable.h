//===- CallTable.h - recognised calls -> IR operations --------*- C++ -*-===//
//
// The call table, read from ir/Calls.def: which MIR call paths rsgpu-gen
// recognises and what each becomes (an intrinsic operation `ir::Call`, an
// Opcode, a panic, nothing), and what is known about each operation (IR name,
// C++ spelling, the bindings crate's signature). Nothing outside this table
// compares callee names.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_CALLTABLE_H
#define RSGPU_IR_CALLTABLE_H

#include "ir/IR.h"
#include "mir/AST.h"

namespace rsgpu::ir {

struct CallTarget {
  enum Kind {
    Unknown,   ///< not recognised: reported as RG0100
    Intrinsic, ///< Inst{Intrinsic, call}
    Op,        ///< an arithmetic/bit operation (opcode)
    Panic,     ///< diverges: a device panic
    Nop,       ///< no effect (cold_path); result is ()
    Identity,  ///< returns its only argument (likely, into_iter)
    Refused,   ///< a core function rsgpu-gen knowingly does not translate:
               ///< RG0301, `name` saying why
  };
  Kind kind = Unknown;
  Call call = Call::None;
  std::string name; ///< Intrinsic: the IR name; Panic: the message;
                    ///< Refused: why
  Opcode op = Opcode::Copy;
  std::vector<std::string> typeArgs;
  /// The key the table matched ("thread_idx_x", "Atomic::fetch_add", ...).
  std::string key;
};

/// Looks `callee` up in the table of rsgpu crate functions, core intrinsics
/// and primitive-type methods. Functions defined in the module are resolved
/// by the caller first. `argIsFloat` picks float/int variants.
CallTarget lookupCall(const mir::Path &callee, bool argIsFloat);

/// What the table says about one operation.
struct CallInfo {
  enum Family {
    Thread,     ///< thread/block/grid coordinates, lane id, warp size
    Barrier,    ///< sync_threads
    Warp,       ///< warp collectives (shuffles, votes, sync_warp)
    Cluster,    ///< cluster rank/size/sync
    Atomic,     ///< methods of rsgpu::Atomic (receiver first)
    Shared,     ///< shared_array and SharedArray's methods
    Math,       ///< CUDA math functions: pure
    Bit,        ///< integer bit operations: pure
    Saturating, ///< saturating arithmetic: pure
    Iter,       ///< core's range iteration
    Core,       ///< the Rust-core layer's functions (rsgpu::rust): pure,
                ///< may panic with Rust's message
  };
  Call id = Call::None;
  const char *irName = "";
  /// The C++ the emitter writes: a0, a1... the arguments, `(...)` all of
  /// them, `thread_` the kernel's thread; "" where the emitter decides.
  const char *cxx = "";
  const char *key = ""; ///< the bindings crate's function ("" if core only)
  Family family = Math;
  /// An operation of the bindings crate (`rsgpu::...`), not of core.
  bool isRsgpu() const { return family <= Shared; }
  /// A pure function of its arguments.
  bool isPure() const {
    return family == Math || family == Bit || family == Saturating ||
           family == Core;
  }
};
const CallInfo &callInfo(Call c);
/// The number of operations (ir::Call values after None).
unsigned callCount();
inline const char *callName(Call c) { return callInfo(c).irName; }
inline CallInfo::Family callFamily(Call c) { return callInfo(c).family; }
/// `shared_array()` or `shared_atomics()`: declares a block shared array.
inline bool isSharedDecl(Call c) {
  return c == Call::SharedArray || c == Call::SharedAtomicsDecl;
}

/// Every key of the table with its IR name (for docs and tests).
std::vector<std::pair<std::string, std::string>> callTableEntries();

/// Why a public function of the bindings crate is not in the call table
/// (Calls.def's RSGPU_INTERNAL row of the call's last segment), or "".
std::string internalWhy(const mir::Path &callee);

/// The bindings-sync manifest (tests/checker/bindings, docs/checker.md):
/// every function of the bindings crate with its signature, IR name and C++
/// counterpart, as Calls.def states them.
std::string bindingsManifest();

} // namespace rsgpu::ir

#endif
