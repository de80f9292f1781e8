//===- TypeMapper.cpp - MIR type syntax -> IR types -----------------------===//
#include "ir/TypeMapper.h"
#include "ir/CoreIters.h"
#include "ir/PlainStructs.h"

#include "llvm/ADT/StringRef.h"

using namespace rsgpu::ir;
using llvm::StringRef;

const Type *TypeMapper::map(const mir::Type &t, std::string &why) {
  TypeContext &tc = *mod.types;
  Type r;
  switch (t.kind) {
  case mir::Type::Named:
    return named(t, why);
  case mir::Type::Ref:
  case mir::Type::Ptr: {
    const Type *e = map(*t.elems[0], why);
    if (!e)
      return nullptr;
    r.kind = t.kind == mir::Type::Ref ? Type::Ref : Type::Ptr;
    r.isMut = t.isMut;
    r.elem = e;
    return tc.get(r);
  }
  case mir::Type::Slice:
  case mir::Type::Array: {
    const Type *e = map(*t.elems[0], why);
    if (!e)
      return nullptr;
    r.kind = t.kind == mir::Type::Slice ? Type::Slice : Type::Array;
    r.elem = e;
    if (r.kind == Type::Array) {
      StringRef n(t.text);
      n.consume_back("_usize");
      if (n.getAsInteger(10, r.len)) {
        why = "array length `" + t.text + "` is not a number";
        return nullptr;
      }
    }
    return tc.get(r);
  }
  case mir::Type::Tuple: {
    if (t.elems.empty())
      return tc.unit();
    std::vector<const Type *> es;
    for (const auto &e : t.elems) {
      const Type *m = map(*e, why);
      if (!m)
        return nullptr;
      es.push_back(m);
    }
    return tc.tuple(std::move(es));
  }
  case mir::Type::Never:
    r.kind = Type::Never;
    return tc.get(r);
  case mir::Type::FnPtr:
    why = "function pointers are not supported on the device";
    return nullptr;
  case mir::Type::Opaque:
    if (auto c = closures.find(closureKey(t.text)); c != closures.end()) {
      r.kind = Type::Struct; // the closure's captures
      r.name = c->second;
      return tc.get(r);
    }
    if ((StringRef(t.text).starts_with("{closure@") &&
         !StringRef(closureKey(t.text)).contains(".rs:")) ||
        StringRef(t.text).contains("fn("))
      return coreClosure(t.text, why); // O3 core internals
    why = "`" + t.text.substr(0, 60) +
          "` (closures, trait objects and `impl Trait`) is not supported on "
          "the device";
    return nullptr;
  case mir::Type::Const:
  case mir::Type::Lifetime:
    why = "not a type";
    return nullptr;
  }
  return nullptr;
}

std::string TypeMapper::closureKey(StringRef text) {
  size_t at = text.find("closure@");
  if (at == StringRef::npos)
    return "";
  return text.drop_front(at).split(' ').first.str();
}

std::string TypeMapper::selfClosureKey(const mir::Type &t) {
  const mir::Type *c = &t;
  if ((c->kind == mir::Type::Ref || c->kind == mir::Type::Ptr) && !c->elems.empty())
    c = c->elems[0].get();
  return c->kind == mir::Type::Opaque ? closureKey(c->text) : "";
}

const Type *TypeMapper::named(const mir::Type &t, std::string &why) {
  TypeContext &tc = *mod.types;
  const mir::Path &p = t.path;
  if (p.qself) {
    why = "associated type `" + p.str() + "` is not supported";
    return nullptr;
  }
  const std::string &last = p.last();
  const auto &gens = p.segments.back().generics;
  StringRef n(last);
  Type r;
  if (p.segments.size() == 1 && !p.segments.back().hasGenerics) {
    if (n == "bool")
      return tc.boolean();
    if (n == "char") {
      r.kind = Type::Char;
      return tc.get(r);
    }
    if (n == "str") {
      r.kind = Type::Str;
      return tc.get(r);
    }
    if (n == "f32" || n == "f64")
      return tc.floating(n == "f32" ? 32 : 64);
    if (n == "usize" || n == "isize")
      return tc.integer(64, n == "isize", true);
    if ((n.starts_with("u") || n.starts_with("i")) && n.size() <= 4) {
      unsigned bits;
      if (!n.drop_front().getAsInteger(10, bits) &&
          (bits == 8 || bits == 16 || bits == 32 || bits == 64 || bits == 128))
        return tc.integer(bits, n[0] == 'i');
    }
  }
  // fieldless enums with explicit discriminants (ir/Enums.cpp)
  if (!p.segments.back().hasGenerics && enums.count(last) &&
      p.segments.front().name != "core" && p.segments.front().name != "rsgpu")
    return enums.at(last);
  // gpu_struct! types, printed bare or with their module path (m::Particle)
  if (!p.segments.back().hasGenerics && mod.findStruct(last) &&
      p.segments.front().name != "core" && p.segments.front().name != "std" &&
      p.segments.front().name != "rsgpu") {
    r.kind = Type::Struct;
    r.name = last;
    return tc.get(r);
  }
  // a generic struct's instance (ir/PlainStructs.cpp): `V2<f32>` is V2_f32
  if (p.segments.back().hasGenerics && p.segments.front().name != "core" &&
      p.segments.front().name != "std" && p.segments.front().name != "rsgpu")
    if (const StructDef *sd = mod.findStruct(plainStructName(p));
        sd && sd->plain) {
      r.kind = Type::Struct;
      r.name = sd->name;
      return tc.get(r);
    }
  auto typeArg = [&](size_t i) -> const Type * {
    if (i >= gens.size() || gens[i]->kind == mir::Type::Const ||
        gens[i]->kind == mir::Type::Lifetime) {
      why = "`" + p.str() + "` needs a type argument";
      return nullptr;
    }
    return map(*gens[i], why);
  };
  bool coreish = p.segments.size() == 1 || p.segments.front().name == "core" ||
                 p.segments.front().name == "std";
  // O3 core internals: what rustc inlines of `array::IntoIter`:
  // `ManuallyDrop<MaybeDangling<PolymorphicIter<[MaybeUninit<T>; N]>>>`.
  // MaybeUninit<T> is T (only ever initialised: `const <uninit>` stays
  // RG0101), the wrappers their contents, PolymorphicIter<[T; N]> an
  // array::IntoIter; PolymorphicIter<[T]> (unsized, for `next`) one of no
  // length yet: the builder gives the local its source's type at the
  // unsizing (BuildValues.cpp)
  if ((n == "MaybeUninit" || n == "ManuallyDrop" || n == "MaybeDangling") &&
      coreish && gens.size() == 1)
    return typeArg(0);
  if (n == "PolymorphicIter" && coreish && gens.size() == 1 &&
      (gens[0]->kind == mir::Type::Array || gens[0]->kind == mir::Type::Slice)) {
    const Type *a = map(*gens[0], why);
    if (!a)
      return nullptr;
    r.kind = Type::Iter;
    r.name = "array::IntoIter";
    r.elem = a->elem;
    r.len = a->kind == Type::Array ? a->len : 0;
    return tc.get(r);
  }
  // O3 core internals: `array::from_fn(f)` and `[T; N]::map(f)` inline to
  // `try_from_fn` / `try_map` over core's infallible Try type: the newtype
  // `NeverShortCircuit<T>(T)`, a 1-tuple named so (`.0` is field 0), and
  // the adapter `Wrapped<T, A, F>` that calls F and wraps its result:
  // F itself (Calls.def's core.array.try_from_fn_never does the wrapping)
  bool tryTrait = p.str().find("try_trait::") != std::string::npos;
  if (n == "NeverShortCircuit" && (coreish || tryTrait) && gens.size() == 1) {
    const Type *e = typeArg(0);
    if (!e)
      return nullptr;
    r.kind = Type::Tuple;
    r.name = "NeverShortCircuit";
    r.elems = {e};
    return tc.get(r);
  }
  if (n == "Wrapped" && tryTrait && gens.size() == 3)
    return typeArg(2);
  // O3 core internals: `ControlFlow<B, ()>` (what `all`, `any`, `find`
  // inline to: try_fold with core's check closures) is an Option<B> named
  // ControlFlow: `Break(b)` is `Some(b)` (variant 1 both), `Continue(())`
  // `None`. Another `C` (a fold's accumulator) stays unsupported.
  // `?`'s ControlFlow (its Break a residual, `Option<Infallible>` or
  // `Result<Infallible, E>`, whatever C is) is the general one below.
  auto residual = [](const mir::TypeP &b) {
    return b && b->kind == mir::Type::Named && !b->path.segments.empty() &&
           (b->path.last() == "Option" || b->path.last() == "Result") &&
           !b->path.segments.back().generics.empty() &&
           b->path.segments.back().generics[0] &&
           b->path.segments.back().generics[0]->kind == mir::Type::Named &&
           !b->path.segments.back().generics[0]->path.segments.empty() &&
           b->path.segments.back().generics[0]->path.last() == "Infallible";
  };
  if (n == "ControlFlow" && coreish && !gens.empty() && gens.size() <= 2 &&
      !residual(gens[0]) &&
      (gens.size() == 1 ||
       (gens[1]->kind == mir::Type::Tuple && gens[1]->elems.empty()))) {
    r.kind = Type::Option;
    r.name = "ControlFlow";
    if (!(r.elem = typeArg(0)))
      return nullptr;
    return tc.get(r);
  }
  if (n == "Option" && coreish) {
    r.kind = Type::Option;
    if (!(r.elem = typeArg(0)))
      return nullptr;
    return tc.get(r);
  }
  // Only the shape compare_exchange returns: Result<T, T> of one scalar T
  // (rsgpu::CompareExchange<T> in C++); other Results stay unsupported.
  if (n == "Result" && coreish && gens.size() == 2) {
    // `u8::try_from(v)`: Result<T, TryFromIntError> (rsgpu::rust::TryResult)
    if (gens[1]->kind == mir::Type::Named &&
        gens[1]->path.last() == "TryFromIntError") {
      const Type *ok = typeArg(0);
      if (!ok)
        return nullptr;
      r.kind = Type::Result;
      r.elem = ok;
      r.name = "TryFromIntError";
      return tc.get(r);
    }
    // `<[T; N]>::try_from(&s[a..b])` / `s.try_into()` (branch it29):
    // Result<[T; N], TryFromSliceError>, the error a unit (core's
    // `TryFromSliceError(())`); a `&[T; N]` result stays refused
    if (gens[1]->kind == mir::Type::Named &&
        gens[1]->path.last() == "TryFromSliceError") {
      const Type *ok = typeArg(0);
      if (!ok)
        return nullptr;
      if (ok->kind != Type::Array) {
        why = "`" + t.str() + "`: only an array by value (`<[T; N]>::"
              "try_from(&s[a..b])`), not a reference to one";
        return nullptr;
      }
      r.kind = Type::Result;
      r.elem = ok;
      r.name = "Result";
      r.elems = {ok, tc.unit()};
      return tc.get(r);
    }
    const Type *ok = typeArg(0), *err = typeArg(1);
    if (!ok || !err)
      return nullptr;
    r.kind = Type::Result;
    r.elem = ok;
    // Any other `Result<T, E>` (rsgpu::rust::Result<T, E>, core_result.hpp):
    // Ok and Err values of their own types (`?` on Result, combinators)
    if (ok != err || !(ok->kind == Type::Int || ok->kind == Type::Float)) {
      r.name = "Result";
      r.elems = {ok, err};
    }
    return tc.get(r);
  }
  // core::ops::ControlFlow<B, C = ()> (what `Try::branch` returns, and
  // core's inlined short-circuiting folds): a two-variant enum like Result,
  // Continue(C) variant 0 and Break(B) variant 1, held as a general Result
  // with `name` ControlFlow (rsgpu::rust::ControlFlow<B, C>)
  if (n == "ControlFlow" && coreish && (gens.size() == 1 || gens.size() == 2) &&
      (p.segments.size() == 1 || p.str().find("ops::") != std::string::npos)) {
    const Type *brk = typeArg(0);
    const Type *cont = gens.size() == 2 ? typeArg(1) : tc.unit();
    if (!brk || !cont)
      return nullptr;
    r.kind = Type::Result;
    r.name = "ControlFlow";
    r.elem = cont;
    r.elems = {cont, brk};
    return tc.get(r);
  }
  // core::convert::Infallible (the `Option<Infallible>` / `Result<Infallible,
  // E>` residual of `?`): no value, like `!`
  if (n == "Infallible" && coreish && !p.segments.back().hasGenerics) {
    r.kind = Type::Never;
    return tc.get(r);
  }
  if (n == "Range" && coreish) {
    r.kind = Type::Range;
    if (!(r.elem = typeArg(0)))
      return nullptr;
    return tc.get(r);
  }
  // `a..` and `..b` as a slice's index (`&x[a..]`, `&x[..b]`): rsgpu::rust::
  // RangeFrom<T> / RangeTo<T> (ops.hpp), values only (no iterator rows: `for
  // i in a..` stays RG0100)
  if ((n == "RangeFrom" || n == "RangeTo") && coreish && gens.size() == 1 &&
      (p.segments.size() == 1 || p.str().find("ops::") != std::string::npos)) {
    r.kind = Type::Iter;
    r.name = n.str();
    if (!(r.elem = typeArg(0)))
      return nullptr;
    return tc.get(r);
  }
  // core::ptr::NonNull<T> (what rustc inlines of slice iterators at O3): a
  // `*const T`; NonNull<[T]> a `*const [T]` (rsgpu::rust::SliceRef)
  if (n == "NonNull" && coreish && gens.size() == 1) {
    r.kind = Type::Ptr;
    if (!(r.elem = typeArg(0)))
      return nullptr;
    return tc.get(r);
  }
  // core::num::NonZero<T>: T (repr(transparent)); Option<NonZero<T>> is
  // an Option<T> whose transmutes from and to T are core.nonzero.* (0: None)
  if (n == "NonZero" && coreish && gens.size() == 1) {
    const Type *e = typeArg(0);
    if (!e)
      return nullptr;
    if (e->kind != Type::Int) {
      why = "`" + p.str() + "`: only of an integer type";
      return nullptr;
    }
    return e;
  }
  // core's slice iterators and adapters of ir/CoreIters.def (one table)
  {
    std::string whyIter;
    const Type *it = coreIter(t, whyIter);
    if (it || !whyIter.empty()) {
      why = whyIter;
      return it;
    }
  }
  // core's iterators kernels keep as locals (`for i in (a..b).rev()`,
  // `.step_by(s)`, `for m in [16, 8, 4]`): rsgpu::rust's types of
  // core_iter.hpp (docs/generator/rust-core.md)
  if ((n == "Rev" || n == "StepBy") && coreish &&
      (p.segments.size() == 1 || p.str().find("iter::") != std::string::npos)) {
    r.kind = Type::Iter;
    r.name = n.str();
    if (!(r.elem = typeArg(0)))
      return nullptr;
    if (r.elem->kind != Type::Range && r.elem->kind != Type::Iter) {
      why = "`" + p.str() + "`: only over a range or another supported "
            "iterator";
      return nullptr;
    }
    return tc.get(r);
  }
  if (n == "IntoIter" && coreish && p.str().find("array::") != std::string::npos &&
      gens.size() == 2) {
    r.kind = Type::Iter;
    r.name = "array::IntoIter";
    if (!(r.elem = typeArg(0)))
      return nullptr;
    if (StringRef(gens[1]->str()).getAsInteger(10, r.len)) {
      why = "`" + p.str() + "` needs a literal length";
      return nullptr;
    }
    return tc.get(r);
  }
  // O3 core internals of `flat_map` (branch it29): `FlatMap { inner:
  // FlattenCompat { iter: Fuse<Map<I, F>>, frontiter, backiter:
  // Option<array::IntoIter<T, N>> } }` is CoreIters.def's FlatMap<I, [T; N],
  // F> (core_iter.hpp's FlatMap has that layout); Fuse<J> is Option<J>
  // (None once J ended), as Rust's. Fuse has no call row: `.fuse()` stays
  // refused (RG0100).
  if (n == "Fuse" && coreish && gens.size() == 1 &&
      p.str().find("iter::") != std::string::npos) {
    r.kind = Type::Option;
    if (!(r.elem = typeArg(0)))
      return nullptr;
    return tc.get(r);
  }
  if (n == "FlattenCompat" && coreish && gens.size() == 2)
    return flattenCompat(p, typeArg(0), typeArg(1), why);
  // core::cmp::Ordering: Rust's `#[repr(i8)]` Less = -1, Equal, Greater
  if (n == "Ordering" && p.segments.size() > 1 &&
      p.str().find("cmp::") != std::string::npos)
    return tc.integer(8, true);
  if (n == "Ordering" && !p.segments.back().hasGenerics &&
      (p.segments.size() == 1 || p.str().find("atomic") != std::string::npos)) {
    r.kind = Type::Ordering;
    return tc.get(r);
  }
  bool rsgpuish = p.segments.size() == 1 || p.segments.front().name == "rsgpu";
  if ((n == "SharedArray" || n == "SharedAtomics") && rsgpuish) {
    r.kind = Type::SharedArray;
    if (n == "SharedAtomics")
      r.name = "atomic"; // elements reached only as block-scope atomics
    if (!(r.elem = typeArg(0)))
      return nullptr;
    if (gens.size() < 2 || StringRef(gens[1]->str()).getAsInteger(10, r.len)) {
      why = "`" + p.str() + "` needs a literal length";
      return nullptr;
    }
    // A 2-D tile `SharedArray<[T; C], R>`: held flat, R * C elements of T
    // (`tile[r][c]` is lowered to element r * C + c: ir/SharedIndex.cpp).
    if (r.elem->kind == Type::Array && r.name.empty()) {
      if (!r.elem->elem || !r.elem->elem->isScalar() || r.elem->len == 0 ||
          r.len == 0 || r.len > (uint64_t(1) << 32) / r.elem->len) {
        why = "`" + p.str() + "`: a 2-D shared tile needs scalar elements "
              "and a non-zero size";
        return nullptr;
      }
      r.cols = r.elem->len;
      r.len *= r.cols;
      r.elem = r.elem->elem;
    }
    return tc.get(r);
  }
  if (n == "Atomic" && rsgpuish) {
    r.kind = Type::Atomic;
    if (!(r.elem = typeArg(0)))
      return nullptr;
    r.name = "device";
    if (gens.size() > 1) {
      std::string s = gens[1]->str();
      if (s.ends_with("Block"))
        r.name = "block";
      else if (s.ends_with("System"))
        r.name = "system";
      else if (!s.ends_with("Device")) {
        why = "unknown atomic scope `" + s + "`";
        return nullptr;
      }
    }
    return tc.get(r);
  }
  why = "type `" + p.str() + "` is not supported on the device";
  if (auto e = enumWhy.find(n.str()); e != enumWhy.end())
    why += ": " + e->second + " (docs/generator/kernels.md)";
  else if (unmappedEnums.count(n.str()))
    why += ": an enum whose declaration rsgpu-gen cannot read (it reads the "
           "source file the MIR names, `<impl at FILE:..>` of an impl or "
           "derive, `{closure@FILE:..}`: the enum declared once there, "
           "discriminants as integer literals, no const parameters) "
           "(docs/generator/kernels.md)";
  else if (p.segments.size() == 1)
    why += " (declare structs with rsgpu::gpu_struct!)";
  return nullptr;
}

namespace {
struct IterRow {
  const char *name, *module;
  IterShape shape;
};
const IterRow iterRows[] = {
#define RSGPU_CORE_ITER(Name, Module, Shape, Cxx, Fields)                              \
  {Name, Module, IterShape::Shape},
#include "ir/CoreIters.def"
};

/// The iterator of `iter_mut()`, `chunks_mut`, `chunks_exact_mut` (items
/// that write), inside `t` at any depth.
bool holdsMutIter(const Type *t, int depth = 0) {
  if (!t || depth > 16)
    return false;
  if (t->kind == Type::Iter &&
      (t->name == "IterMut" || t->name == "ChunksMut" || t->name == "ChunksExactMut"))
    return true;
  if (t->kind != Type::Iter && t->kind != Type::Range)
    return false;
  if (holdsMutIter(t->elem, depth + 1))
    return true;
  for (const Type *e : t->elems)
    if (holdsMutIter(e, depth + 1))
      return true;
  return false;
}

/// A scalar, or a tuple or array of scalars: no reference, pointer, slice,
/// closure or iterator inside.
bool holdsNoReference(const Type *t, int depth = 0) {
  if (!t || depth > 16)
    return false;
  switch (t->kind) {
  case Type::Int:
  case Type::Float:
  case Type::Bool:
  case Type::Char:
    return true;
  case Type::Tuple:
    for (const Type *e : t->elems)
      if (!holdsNoReference(e, depth + 1))
        return false;
    return true;
  case Type::Array:
    return holdsNoReference(t->elem, depth + 1);
  default:
    return false;
  }
}
} // namespace

/// `FlattenCompat<Map<I, F>, array::IntoIter<T, N>>` (O3's `flat_map`) as
/// the FlatMap<I, [T; N], F> the call makes, with coreIter's checks.
const Type *TypeMapper::flattenCompat(const mir::Path &p, const Type *map,
                                      const Type *into, std::string &why) {
  if (!map || !into)
    return nullptr;
  if (map->kind != Type::Iter || map->name != "Map" || map->elems.size() != 2 ||
      into->kind != Type::Iter || into->name != "array::IntoIter") {
    why = "`" + p.str() + "`: only `flat_map` to an array (`|x| [a, b]`)";
    return nullptr;
  }
  Type a;
  a.kind = Type::Array;
  a.elem = into->elem;
  a.len = into->len;
  const Type *arr = mod.types->get(a);
  if (!holdsNoReference(arr)) {
    why = "`" + p.str() +
          "`: only with a closure returning an array of values (integers, "
          "floats, bools, chars, tuples and arrays of them), `|x| [a, b]`";
    return nullptr;
  }
  const Type *inner = map->elems[0];
  if (holdsMutIter(inner)) {
    why = "`" + p.str() + "`: only over read-only iterators (`iter()`, "
          "`chunks`, ranges), not over `iter_mut()` or `chunks_mut`";
    return nullptr;
  }
  Type r;
  r.kind = Type::Iter;
  r.name = "FlatMap";
  r.elem = inner;
  r.elems = {inner, arr, map->elems[1]};
  return mod.types->get(r);
}

/// A type of ir/CoreIters.def: null with `why` empty when `t` is none.
const Type *TypeMapper::coreIter(const mir::Type &t, std::string &why) {
  const mir::Path &p = t.path;
  const std::string &last = p.last();
  for (const IterRow &row : iterRows) {
    if (last != row.name)
      continue;
    bool inModule = p.segments.size() == 1;
    for (const auto &s : p.segments)
      inModule |= s.name == row.module;
    if (!inModule || !(p.segments.size() == 1 || p.segments.front().name == "core" ||
                       p.segments.front().name == "std"))
      continue;
    std::vector<const Type *> args;
    for (const auto &g : p.segments.back().generics) {
      if (g->kind == mir::Type::Lifetime)
        continue;
      const Type *a = map(*g, why);
      if (!a)
        return nullptr;
      args.push_back(a);
    }
    bool readOnly = row.shape == IterShape::AdapterReadOnly ||
                    row.shape == IterShape::PairReadOnly ||
                    row.shape == IterShape::MapFnReadOnly ||
                    row.shape == IterShape::StateFnReadOnly;
    IterShape shape = row.shape == IterShape::AdapterReadOnly ? IterShape::Adapter
                      : row.shape == IterShape::PairReadOnly  ? IterShape::Pair
                      : row.shape == IterShape::MapFnReadOnly ? IterShape::MapFn
                                                              : row.shape;
    size_t want = shape == IterShape::StateFnReadOnly                     ? 3
                  : shape == IterShape::Pair || shape == IterShape::MapFn ? 2
                                                                          : 1;
    if (args.size() != want) {
      why = "`" + p.str() + "` needs " + std::to_string(want) +
            " type argument(s)";
      return nullptr;
    }
    Type r;
    r.kind = Type::Iter;
    r.name = row.name;
    r.elem = args[0];
    if (shape == IterShape::Pair || shape == IterShape::MapFn ||
        shape == IterShape::StateFnReadOnly)
      r.elems = args;
    if (shape == IterShape::MapFn || shape == IterShape::StateFnReadOnly) {
      const StructDef *c = args.back()->kind == Type::Struct
                               ? mod.findStruct(args.back()->name)
                               : nullptr;
      if (!c || !c->closure) {
        why = "`" + p.str() + "`: only with a closure";
        return nullptr;
      }
      args.pop_back();
    }
    // Scan's state (the closure's `&mut St`), FlatMap's array: a value the
    // adapter owns, no reference into memory the analyses would have to
    // follow
    if (shape == IterShape::StateFnReadOnly) {
      if (!holdsNoReference(args.back())) {
        why = "`" + p.str() +
              (last == "FlatMap"
                   ? "`: only with a closure returning an array of values "
                     "(integers, floats, bools, chars, tuples and arrays of "
                     "them), `|x| [a, b]`"
                   : "`: only with a state of value type "
                     "(integers, floats, bools, chars, tuples and arrays of "
                     "them)");
        return nullptr;
      }
      args.pop_back();
    }
    for (const Type *a :
         shape == IterShape::Items || shape == IterShape::Values
             ? std::vector<const Type *>{}
             : args) {
      if (a->kind != Type::Range && a->kind != Type::Iter) {
        why = "`" + p.str() + "`: only over a range or another supported "
              "iterator (docs/generator/rust-coverage.md)";
        return nullptr;
      }
      // S5: the analyses follow writes through the items of `iter_mut()`
      // and its enumerate/zip/rev, not through these adapters
      if (readOnly && holdsMutIter(a)) {
        why = "`" + p.str() + "`: only over read-only iterators (`iter()`, "
              "`chunks`, ranges), not over `iter_mut()` or `chunks_mut`";
        return nullptr;
      }
    }
    return mod.types->get(r);
  }
  return nullptr;
}
