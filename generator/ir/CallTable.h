//===- CallTable.h - recognised calls -> IR operations --------*- C++ -*-===//
#ifndef RSGPU_IR_CALLTABLE_H
#define RSGPU_IR_CALLTABLE_H

#include "ir/IR.h"
#include "mir/AST.h"

namespace rsgpu::ir {

struct CallTarget {
  enum Kind {
    Unknown,   ///< not recognised: reported as RG0100
    Intrinsic, ///< Inst{Intrinsic, callee=name}
    Op,        ///< an arithmetic/bit operation (opcode)
    Panic,     ///< diverges: a device panic
    Nop,       ///< no effect (cold_path); result is ()
    Identity,  ///< returns its only argument (likely, into_iter)
  };
  Kind kind = Unknown;
  std::string name;
  Opcode op = Opcode::Copy;
  std::vector<std::string> typeArgs;
  /// The key the table matched ("thread_idx_x", "Atomic::fetch_add", ...).
  std::string key;
};

/// Looks `callee` up in the table of rsgpu crate functions, core intrinsics
/// and primitive-type methods. Functions defined in the module are resolved
/// by the caller first. `argIsFloat` picks float/int variants.
CallTarget lookupCall(const mir::Path &callee, bool argIsFloat);

/// Every key of the table with its IR name (for docs and tests).
std::vector<std::pair<std::string, std::string>> callTableEntries();

} // namespace rsgpu::ir

#endif
