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
// (an aggregate or a constant) its discriminant (a negative one, `#[repr(i8)]
// .. Neg = -1`, kept in two's complement over 64 bits). A variant without an
// explicit discriminant has no entry, so building it is RG0102 (rsgpu-gen
// does not guess its value); `match` needs no entry (switchInt compares
// discriminant values). A value that is no variant (an out-of-range u32
// from a C++ launch) reaches a match's `otherwise` arm, which is Rust's
// `unreachable` — a device panic here, never undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "ir/Enums.h"
#include "ir/EnumSource.h"

#include <cctype>
#include <set>

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

/// The names of types whose values MIR takes `discriminant(..)` of: enums.
/// (`X::Y::{constant#0}` items alone do not tell an enum's discriminant from
/// the length of a struct field's array, `Tri::w::{constant#0}: usize`.)
static std::set<std::string> discriminated(const mir::Module &m) {
  std::set<std::string> r;
  for (const mir::Item &it : m.items) {
    if (!it.body)
      continue;
    for (const mir::BasicBlock &bb : it.body->blocks)
      for (const mir::Statement &s : bb.stmts) {
        if (s.kind != mir::Statement::Assign || !s.rvalue ||
            s.rvalue->kind != mir::Rvalue::Discriminant)
          continue;
        const mir::LocalDecl *d = it.body->local(s.rvalue->place.local);
        const mir::Type *t = d ? d->type.get() : nullptr;
        // `discriminant(((_17 as Some).0: E))` (a match on `Some(E::A)`):
        // the type of the last field projected
        const auto &projs = s.rvalue->place.projs;
        for (auto p = projs.rbegin(); p != projs.rend(); ++p)
          if (p->kind == mir::Projection::Field) {
            t = p->type ? p->type.get() : nullptr;
            break;
          }
        // `discriminant(_1)` or `discriminant((*_1))` of an `&Op`
        for (int k = 0; t && k < 2 && t->kind == mir::Type::Ref; ++k)
          t = t->elems.empty() ? nullptr : t->elems[0].get();
        if (t && t->kind == mir::Type::Named && !t->path.segments.empty())
          r.insert(t->path.last());
      }
  }
  return r;
}

/// The last segments of the path types the module's locals are declared
/// with (through references, arrays, tuples and generic arguments:
/// `Result<f32, LossError>`).
static void typeNames(const mir::Type &t, std::set<std::string> &out) {
  if (t.kind == mir::Type::Named && !t.path.qself && !t.path.segments.empty()) {
    out.insert(t.path.last());
    for (const mir::PathSegment &seg : t.path.segments)
      for (const mir::TypeP &g : seg.generics)
        if (g)
          typeNames(*g, out);
  }
  for (const mir::TypeP &e : t.elems)
    if (e)
      typeNames(*e, out);
}

void rsgpu::ir::registerEnums(const mir::Module &m, TypeMapper &tm) {
  std::set<std::string> enums = discriminated(m);
  const std::string source = mirSourcePath(m);
  // A fieldless enum whose discriminant the MIR never reads (one variant,
  // `enum LossError { BadLabel }`, whose match has nothing to test, or one
  // only built, passed and compared through its own impl) is still a type
  // of the crate's locals: those the source declares as fieldless enums
  // (sourceEnum) join the rest (user session 29: RG0101 before).
  {
    std::set<std::string> named;
    for (const mir::Item &it : m.items)
      if (it.body)
        for (const mir::LocalDecl &d : it.body->locals)
          if (d.type)
            typeNames(*d.type, named);
    for (const std::string &n : named)
      if (!enums.count(n) && !source.empty() && !namedQualified(m, n) &&
          sourceEnum(source, n))
        enums.insert(n);
  }
  // An enum whose variants carry data (`#[repr(u8)] enum Op { Add(f32) =
  // 1, .. }` prints `{constant#0}` items too) is no integer: DataEnums.cpp
  for (auto e = enums.begin(); e != enums.end();)
    e = sourceDataEnum(source, *e) ? enums.erase(e) : std::next(e);
  for (const mir::Item &it : m.items) {
    const auto &segs = it.name.segments;
    if (it.kind != mir::Item::Const || !it.value || segs.size() != 3 ||
        segs[2].name != "{constant#0}" || segs[0].hasGenerics ||
        it.value->kind != mir::ConstVal::Int || !it.type ||
        !enums.count(segs[0].name))
      continue;
    std::string why;
    const Type *t = tm.map(*it.type, why);
    if (!t || t->kind != Type::Int || (it.value->negative && !t->isSigned))
      continue;
    auto [e, fresh] = tm.enums.emplace(segs[0].name, t);
    if (!fresh && e->second != t)
      continue;
    // a negative one (`#[repr(i8)] enum S { Neg = -1 }`) in two's complement
    tm.variants[segs[0].name + "::" + segs[1].name] =
        it.value->negative ? uint64_t(0) - it.value->bits : it.value->bits;
  }
  // The others (`enum Class { A, B, C }`): from the declaration in the
  // crate's source (ir/EnumSource.cpp), checked against the `= N` above.
  const std::string &path = source;
  for (const std::string &name : enums) {
    if (namedQualified(m, name))
      continue;
    std::optional<SourceEnum> se = sourceEnum(path, name);
    if (!se)
      continue;
    StringRef repr(se->repr);
    unsigned bits = 0;
    if (repr == "isize" || repr == "usize")
      bits = 64;
    else if ((repr.starts_with("u") || repr.starts_with("i")) &&
             repr.drop_front().getAsInteger(10, bits))
      continue;
    if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
      continue;
    const Type *t = tm.types().integer(bits, repr[0] == 'i',
                                          repr.ends_with("size"));
    auto known = tm.enums.find(name);
    if (known != tm.enums.end() && known->second != t)
      continue;
    bool agrees = true;
    const bool isSigned = repr[0] == 'i';
    for (const auto &[v, d] : se->variants) {
      auto k = tm.variants.find(name + "::" + v);
      // in the repr's range: [0, 2^bits) unsigned, [-2^(bits-1), 2^(bits-1))
      // signed (d in two's complement over 64 bits)
      bool inRange =
          bits == 64 ||
          (isSigned ? int64_t(d) >= -(int64_t(1) << (bits - 1)) &&
                          int64_t(d) < (int64_t(1) << (bits - 1))
                    : d < (uint64_t(1) << bits));
      agrees = agrees && (k == tm.variants.end() || k->second == d) &&
               inRange && (isSigned || int64_t(d) >= 0 || bits == 64);
    }
    if (!agrees)
      continue;
    tm.enums[name] = t;
    for (const auto &[v, d] : se->variants)
      tm.variants[name + "::" + v] = d;
  }
  for (const std::string &name : enums)
    if (!tm.enums.count(name))
      tm.unmappedEnums.insert(name);
}
