//===- Statics.h - Rust statics read by kernels ---------------*- C++ -*-===//
//
// A kernel reading `static LUT: [u32; 16]` sees `const {alloc3: &[u32; 16]}`
// in MIR; the allocation dump `alloc3 (static: LUT, ..) { bytes }` holds the
// value. This decodes it into a StaticDef of the module (emitted as
// read-only device data).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_STATICS_H
#define RSGPU_IR_STATICS_H

#include "ir/IR.h"
#include "mir/AST.h"

#include <functional>
#include <string>

namespace rsgpu::ir {

/// The static behind allocation `alloc` referenced as `refType` (`&T`, T a
/// scalar or an array of scalars), added to `mod.statics` once; nullptr
/// with `why` set when it is not a supported static.
const StaticDef *lowerStatic(const mir::Module &m, const std::string &alloc,
                             const Type *refType, Module &mod,
                             std::string &why);

/// The allocation dump of the crate's `static NAME` (`allocN (static:
/// NAME, ..)`, the name's last segment compared), or "".
std::string staticAlloc(const mir::Module &m, const std::string &name);

/// A `const NAME: [T; N] = [..]` item of scalars (rustc does not fold array
/// constants into their uses): its literal elements as a StaticDef (same
/// emission as a static; the kernel copies the array); nullptr with `why`.
/// `eval` evaluates one element (literals, `i32::MIN`, ...).
const StaticDef *
lowerConstArray(const mir::Item &item, const Type *type, Module &mod,
                const std::function<Constant(const mir::ConstVal &)> &eval,
                std::string &why);

} // namespace rsgpu::ir

#endif
