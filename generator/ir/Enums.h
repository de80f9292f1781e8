//===- Enums.h - fieldless enums whose discriminants MIR spells -*- C++ -*-===//
#ifndef RSGPU_IR_ENUMS_H
#define RSGPU_IR_ENUMS_H

#include "ir/TypeMapper.h"
#include "mir/AST.h"

namespace rsgpu::ir {

/// Fills `tm.enums` and `tm.variants` from the `{constant#0}` items of `m`.
void registerEnums(const mir::Module &m, TypeMapper &tm);

} // namespace rsgpu::ir

#endif
