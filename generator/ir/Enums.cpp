//===- Enums.cpp - fieldless enums whose discriminants MIR spells ---------===//
//
// rustc's MIR never declares an enum, but for each variant with an explicit
// discriminant (`#[repr(u32)] enum Op { Add = 0, Sub = 1, .. }`) it prints
//
//   const Op::Add::{constant#0}: u32 = const 0_u32;
//
// Those items name the enum, its discriminant type and the value of each
// such variant. An enum with at least one is mapped to that integer type
// (TypeMapper::enums): `discriminant(op)` is the value itself, `Op::Add`
// (an aggregate or a constant) its discriminant. A variant without an
// explicit discriminant has no entry, so building it is RG0102 (rsgpu-gen
// does not guess its value); `match` needs no entry (switchInt compares
// discriminant values). A value that is no variant (an out-of-range u32
// from a C++ launch) reaches a match's `otherwise` arm, which is Rust's
// `unreachable` — a device panic here, never undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "ir/Enums.h"

using namespace rsgpu;
using namespace rsgpu::ir;

void rsgpu::ir::registerEnums(const mir::Module &m, TypeMapper &tm) {
  for (const mir::Item &it : m.items) {
    const auto &segs = it.name.segments;
    if (it.kind != mir::Item::Const || !it.value || segs.size() != 3 ||
        segs[2].name != "{constant#0}" || segs[0].hasGenerics ||
        it.value->kind != mir::ConstVal::Int || it.value->negative || !it.type)
      continue;
    std::string why;
    const Type *t = tm.map(*it.type, why);
    if (!t || t->kind != Type::Int)
      continue;
    auto [e, fresh] = tm.enums.emplace(segs[0].name, t);
    if (!fresh && e->second != t)
      continue;
    tm.variants[segs[0].name + "::" + segs[1].name] = it.value->bits;
  }
}
