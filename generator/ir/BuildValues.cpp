//===- BuildValues.cpp - places, operands, constants, rvalues -------------===//
//
// The value half of lowering a MIR body (FnBuilder.h): places with their
// projections, operands, constants (scalars, strings, ADT and allocation
// constants) and rvalues with Rust's semantics made explicit.
//
//===----------------------------------------------------------------------===//
#include "ir/CallTable.h"
#include "ir/EnumSource.h"
#include "ir/FnBuilder.h"
#include "ir/ImplMatch.h"

#include <functional>
#include "ir/PlainStructs.h"
#include "ir/Statics.h"

#include "llvm/Support/FormatVariadic.h"
#include <algorithm>
#include <functional>

using namespace rsgpu;
using namespace rsgpu::ir;
using detail::FnBuilder;
using llvm::StringRef;

//===-- places, values, constants -----------------------------------------===//

/// `base[sub][ix]` as one constant index `base[pr]`: `sub` is `[from:-to]`
/// (from the end: the element `[k of m]` is `from + k` from the start,
/// `[-k of m]` is `to + k` from the end) or an array's `[from:to]` (from the
/// start: `from + k`, `to - k`); a from-end index of an array is made
/// from-start (its length known), as the emitter indexes arrays.
static void foldSubsliceIndex(const Projection &sub, Projection &pr,
                              const Type *base) {
  uint64_t from = sub.offset, to = sub.end, k = pr.offset;
  if (sub.fromEnd) {
    pr.end = pr.end + from + to;
    if (pr.fromEnd)
      pr.offset = to + k;
    else
      pr.offset = from + k;
  } else {
    pr.offset = pr.fromEnd ? to - k : from + k;
    pr.fromEnd = false;
    pr.end = to;
  }
  if (pr.fromEnd && base && base->kind == Type::Array) {
    pr.offset = base->len - pr.offset;
    pr.fromEnd = false;
  }
}

Place FnBuilder::place(const mir::Place &p) {
  Place r;
  r.local = p.local;
  if (p.local >= f.locals.size() || !f.locals[p.local].type)
    fail(p.loc, "RG0102", llvm::formatv("local `_{0}` has no type", p.local));
  const Type *t = f.locals[p.local].type;
  // `(x as Rect)` of an enum with data (ir/DataEnums.cpp): the next field
  // projection is the variant's field in the flat struct
  const StructDef::Variant *variant = nullptr;
  const Type *subsliceBase = nullptr; // the array or slice of a Subslice
  for (const mir::Projection &mp : p.projs) {
    Projection pr;
    if (variant && mp.kind != mir::Projection::Field)
      fail(p.loc, "RG0102",
           "a whole variant `" + variant->name + "` of `" + t->str() +
               "` as a place is not supported");
    switch (mp.kind) {
    case mir::Projection::Deref:
      if (t->kind != Type::Ref && t->kind != Type::Ptr)
        fail(p.loc, "RG0102", "dereference of non-pointer type `" + t->str() + "`");
      pr.kind = Projection::Deref;
      t = t->elem;
      break;
    case mir::Projection::Field: {
      pr.kind = Projection::Field;
      pr.index = mp.field;
      const Type *base = t;
      t = mapType(mp.type, p.loc, "a field projection");
      if (variant) {
        // the field the declaration gives must be the one rustc projects
        const StructDef *sd = mod.findStruct(base->name);
        if (mp.field >= variant->count || !sd ||
            sd->fields[variant->first + mp.field].type != t)
          fail(p.loc, "RG0102",
               "field " + std::to_string(mp.field) + " of variant `" +
                   variant->name + "` of `" + base->str() + "` is `" +
                   t->str() +
                   "` in the MIR, not what rsgpu-gen read from "
                   "the enum's declaration");
        pr.index = variant->first + mp.field;
        variant = nullptr;
      }
      // O3: the one field of `array::IntoIter { inner }`, `ManuallyDrop`,
      // `MaybeDangling`, `FlatMap { inner: FlattenCompat }`, mapped as their
      // contents (TypeMapper): no step
      if (t == base && mp.field == 0 && t->kind == Type::Iter &&
          (t->name == "array::IntoIter" || t->name == "FlatMap"))
        continue;
      break;
    }
    case mir::Projection::Index:
    case mir::Projection::ConstIndex:
      if (t->kind != Type::Array && t->kind != Type::Slice)
        fail(p.loc, "RG0102", "indexing of non-array type `" + t->str() + "`");
      pr.kind = mp.kind == mir::Projection::Index ? Projection::Index
                                                  : Projection::ConstIndex;
      pr.index = mp.field;
      pr.offset = mp.offset;
      pr.end = mp.minLength;
      pr.fromEnd = mp.fromEnd;
      t = t->elem;
      // `(*s)[1:-1][0 of 1]` (O3: a slice pattern's element inside its
      // `rest @ ..`): one constant index into the outer slice or array
      if (mp.kind == mir::Projection::ConstIndex && !r.projs.empty() &&
          r.projs.back().kind == Projection::Subslice) {
        foldSubsliceIndex(r.projs.back(), pr, subsliceBase);
        r.projs.pop_back();
      }
      break;
    case mir::Projection::Subslice: {
      subsliceBase = t;
      if (t->kind != Type::Array && t->kind != Type::Slice)
        fail(p.loc, "RG0102", "subslice of non-array type `" + t->str() + "`");
      pr.kind = Projection::Subslice;
      pr.offset = mp.offset;
      pr.end = mp.minLength;
      pr.fromEnd = mp.fromEnd;
      Type s = *t;
      if (t->kind == Type::Array)
        s.len = mp.fromEnd ? t->len - mp.offset - mp.minLength
                           : mp.minLength - mp.offset;
      t = mod.types->get(s);
      break;
    }
    case mir::Projection::Downcast: {
      if (const StructDef *sd = enumDef(t)) {
        variant = sd->variant(mp.variant);
        if (!variant)
          fail(p.loc, "RG0102",
               "`" + t->str() + "` has no variant `" + mp.variant +
                   "` in its declaration as rsgpu-gen read it");
        continue;
      }
      if (t->kind != Type::Option && t->kind != Type::Result)
        fail(p.loc, "RG0101", "downcast of `" + t->str() +
                                  "`: only Option, Result and ControlFlow "
                                  "are supported among enums with data");
      pr.kind = Projection::Downcast;
      StringRef v(mp.variant);
      // rustc's variant indices: None/Ok = 0, Some/Err = 1.
      // ControlFlow<B, ()> (an Option<B>): Continue = 0, Break = 1.
      pr.index = (v == "Some" || v == "Err" || v == "variant#1" ||
                  (t->name == "ControlFlow" && v == "Break"))
                     ? 1
                     : 0;
      break;
    }
    case mir::Projection::OpaqueCast:
    case mir::Projection::Subtype:
      continue; // no effect on the value
    }
    pr.type = t;
    r.projs.push_back(pr);
  }
  if (variant)
    fail(p.loc, "RG0102",
         "a whole variant `" + variant->name + "` of `" + t->str() +
             "` as a place is not supported");
  r.type = t;
  return r;
}

static Constant variantConstant(uint64_t d, const Type *t);

const StructDef *FnBuilder::enumDef(const Type *t) const {
  if (!t || t->kind != Type::Struct)
    return nullptr;
  const StructDef *sd = mod.findStruct(t->name);
  return sd && sd->isEnum() ? sd : nullptr;
}

bool FnBuilder::holdsDataEnum(const Type *t, unsigned depth) const {
  if (!t || depth > 16)
    return false;
  if (enumDef(t))
    return true;
  if (t->kind == Type::Struct)
    if (const StructDef *sd = mod.findStruct(t->name)) {
      for (const Field &fd : sd->fields)
        if (holdsDataEnum(fd.type, depth + 1))
          return true;
      return false;
    }
  if (holdsDataEnum(t->elem, depth + 1))
    return true;
  for (const Type *e : t->elems)
    if (holdsDataEnum(e, depth + 1))
      return true;
  return false;
}

void FnBuilder::enumAggregate(const StructDef &sd, const Type *t,
                              const std::string &variant,
                              const std::vector<mir::Operand> &operands,
                              const std::vector<std::string> &fieldNames,
                              Inst &in, Loc loc) {
  const StructDef::Variant *v = sd.variant(variant);
  if (!v || operands.size() != v->count)
    fail(loc, "RG0102",
         "`" + t->str() + "::" + variant +
             "` does not match the enum's declaration as rsgpu-gen read it");
  std::vector<Value> args = {enumTag(sd, *v)};
  for (unsigned i = 1; i < sd.fields.size(); ++i) {
    const Field &fd = sd.fields[i];
    if (i >= v->first && i < v->first + v->count) {
      unsigned k = i - v->first;
      // `Rect { w: .., h: .. }`: rustc prints the fields in declaration
      // order, by the names the declaration gives
      if (!fieldNames.empty() && (fieldNames.size() != v->count ||
                                  variant + "_" + fieldNames[k] != fd.name))
        fail(loc, "RG0102",
             "the fields of `" + t->str() + "::" + variant +
                 "` do not match the enum's declaration as rsgpu-gen read it");
      Value a = value(operands[k], fd.type);
      if (a.type != fd.type)
        fail(loc, "RG0102",
             "field " + std::to_string(k) + " of `" + t->str() +
                 "::" + variant + "` is `" + (a.type ? a.type->str() : "?") +
                 "` in the MIR, not the `" + fd.type->str() +
                 "` rsgpu-gen read from the enum's declaration");
      args.push_back(a);
      continue;
    }
    // another variant's field: zero (`T{}` in C++), never read
    Value z;
    z.kind = Value::Const;
    z.constant.kind = Constant::Zst;
    z.type = fd.type;
    args.push_back(z);
  }
  in.op = Opcode::StructLit;
  in.args = std::move(args);
  in.type = t;
}

Value FnBuilder::enumTag(const StructDef &sd, const StructDef::Variant &v) {
  Value tv;
  tv.kind = Value::Const;
  tv.type = sd.fields[0].type;
  tv.constant = variantConstant(v.discr, tv.type);
  return tv;
}

const Type *FnBuilder::enumOfVariantPath(const mir::Path &p) {
  if (p.segments.size() < 2 || p.qself)
    return nullptr;
  mir::Type mt;
  mt.kind = mir::Type::Named;
  mt.path = p;
  mt.path.segments.pop_back();
  mt.path.segments.back().turbofish = false;
  std::string why;
  const Type *t = tm.map(mt, why);
  const StructDef *sd = enumDef(t);
  return sd && sd->variant(p.last()) ? t : nullptr;
}

/// A fieldless enum variant's discriminant (two's complement over 64 bits,
/// ir/Enums.cpp) as a constant of the enum's integer type: magnitude and
/// sign.
static const char *const kEnumNote =
    "rsgpu-gen takes a fieldless enum's discriminants from the enum's "
    "declaration in the kernel's source file (variants in order, `= N` and "
    "`= -N` integer literals) and from the MIR's `= N` constants; write the "
    "discriminant as an integer literal (not an expression), and keep the "
    "enum's name unique in the crate";

static Constant variantConstant(uint64_t d, const Type *t) {
  Constant k;
  k.kind = Constant::Int;
  k.bits = d;
  if (t && t->isSigned && int64_t(d) < 0) {
    k.negative = true;
    k.bits = uint64_t(0) - d;
  }
  return k;
}

static const Type *suffixType(TypeContext &tc, StringRef s) {
  if (s == "f32" || s == "f64")
    return tc.floating(s == "f32" ? 32 : 64);
  if (s == "usize" || s == "isize")
    return tc.integer(64, s[0] == 'i', true);
  unsigned bits;
  if (s.size() >= 2 && (s[0] == 'u' || s[0] == 'i') &&
      !s.drop_front().getAsInteger(10, bits))
    return tc.integer(bits, s[0] == 'i');
  return nullptr;
}

Value FnBuilder::constant(const mir::ConstVal &c, const Type *expected,
                          Loc loc) {
  TypeContext &tc = *mod.types;
  Value v;
  v.kind = Value::Const;
  Constant &k = v.constant;
  switch (c.kind) {
  case mir::ConstVal::Int:
    k.kind = Constant::Int;
    k.bits = c.bits;
    k.negative = c.negative;
    v.type = suffixType(tc, c.suffix);
    if (!v.type)
      v.type = expected ? expected : tc.integer(32, true);
    if (c.wide) {
      if (!v.type || v.type->kind != Type::Int || v.type->bits != 128)
        fail(loc, "RG0102",
             "an integer constant beyond 64 bits that is no "
             "`u128`/`i128`");
      k.text = c.wideDigits; // the emitter writes it exactly
    }
    return v;
  case mir::ConstVal::Float:
    // rustc folds a NaN (opt-level > 0) into a literal it prints as
    // `NaN_f32` whatever its bits: `-f32::NAN` and `f32::from_bits(..)`
    // payloads too. Emitting the quiet NaN would flip `to_bits`,
    // `is_sign_negative`, `copysign` and `total_cmp` (red team 22).
    refuseFoldedNaN(c, loc);
    k.kind = Constant::Float;
    k.text = c.text;
    v.type = suffixType(tc, c.suffix);
    if (!v.type)
      v.type = expected ? expected : tc.floating(64);
    return v;
  case mir::ConstVal::Bool:
    k.kind = Constant::Bool;
    k.bits = c.bits;
    v.type = tc.boolean();
    return v;
  case mir::ConstVal::Char: {
    k.kind = Constant::Char;
    k.text = c.text;
    k.bits = c.bits;
    Type t;
    t.kind = Type::Char;
    v.type = tc.get(t);
    return v;
  }
  case mir::ConstVal::Unit:
    k.kind = Constant::Unit;
    v.type = tc.unit();
    return v;
  case mir::ConstVal::Str: {
    k.kind = Constant::Str;
    k.text = c.text;
    Type s;
    s.kind = Type::Str;
    Type r;
    r.kind = Type::Ref;
    r.elem = tc.get(s);
    v.type = tc.get(r);
    return v;
  }
  case mir::ConstVal::ZeroSized:
    k.kind = Constant::Zst;
    v.type = mapType(c.type, loc, "a zero-sized constant");
    return v;
  case mir::ConstVal::Named: {
    const mir::Path &p = c.path;
    // `const Shape::Empty`: a unit variant of an enum with data
    if (enumOfVariantPath(p)) {
      mir::ConstVal adt = c;
      adt.kind = mir::ConstVal::Adt;
      return aggregateConstant(adt, expected, loc);
    }
    StringRef last(p.last());
    std::string plain = p.plain();
    StringRef pl(plain);
    // atomic orderings
    if (pl.contains("Ordering::") &&
        (last == "Relaxed" || last == "Acquire" || last == "Release" ||
         last == "AcqRel" || last == "SeqCst")) {
      k.kind = Constant::Variant;
      k.text = last.str();
      Type t;
      t.kind = Type::Ordering;
      v.type = tc.get(t);
      return v;
    }
    // core::cmp::Ordering (an i8: TypeMapper). rustc's MIR names its
    // variants bare (`_0 = Equal;` in a derived `cmp`, `const Less` at O3)
    // where a crate enum's are qualified (`Mine::Equal`): a bare one that
    // is no item of the crate (`const Less: i8`) and whose type is i8 (or
    // not known here) is the Ordering's.
    bool orderingName = last == "Less" || last == "Equal" || last == "Greater";
    bool bareOrdering = p.segments.size() == 1 && !p.qself && orderingName &&
                        (!expected || expected == tc.integer(8, true));
    // ... and one that is also an item's name is either (both i8): refused
    // (before session 27 `const Less` was the item's, 7 for Ordering::Less)
    if (bareOrdering && llvm::any_of(mm.items, [&](const mir::Item &it) {
          return it.name.plain() == plain;
        }))
      fail(loc, "RG0102",
           "the constant `" + plain +
               "` may be `core::cmp::Ordering::" + plain +
               "` or the crate's item of that name (rustc's MIR prints both "
               "bare)",
           {"rename the crate's item"});
    if ((pl.contains("cmp::Ordering::") || bareOrdering) && orderingName) {
      k.kind = Constant::Int;
      k.bits = last == "Less" ? 1 : last == "Equal" ? 0 : 1;
      k.negative = last == "Less";
      v.type = tc.integer(8, true);
      return v;
    }
    if ((last == "None") && (pl.contains("Option") || p.segments.size() == 1)) {
      k.kind = Constant::Variant;
      k.text = "None";
      v.type = expected;
      // `const Option::<Infallible>::None` (the residual `?` hands
      // `from_residual`): the type its path spells
      if ((!v.type || v.type->kind != Type::Option) && p.segments.size() >= 2 &&
          p.segments[p.segments.size() - 2].name == "Option" &&
          p.segments[p.segments.size() - 2].generics.size() == 1) {
        Type o;
        o.kind = Type::Option;
        std::string why;
        o.elem = tm.map(*p.segments[p.segments.size() - 2].generics[0], why);
        if (o.elem)
          v.type = tc.get(o);
      }
      if (!v.type || v.type->kind != Type::Option)
        fail(loc, "RG0102", "`None` constant without an Option type");
      return v;
    }
    // `core::f32::consts::PI`, `f64::consts::E`: core's decimal literals,
    // rounded to the type as rustc does (the C++ literal keeps the digits)
    if (p.segments.size() >= 3 &&
        p.segments[p.segments.size() - 2].name == "consts") {
      StringRef ty(p.segments[p.segments.size() - 3].name);
      static const struct {
        const char *name, *digits;
      } floatConsts[] = {
          {"PI", "3.14159265358979323846264338327950288"},
          {"TAU", "6.28318530717958647692528676655900577"},
          {"E", "2.71828182845904523536028747135266250"},
          {"FRAC_PI_2", "1.57079632679489661923132169163975144"},
          {"FRAC_PI_3", "1.04719755119659774615421446109316763"},
          {"FRAC_PI_4", "0.785398163397448309615660845819875721"},
          {"FRAC_PI_6", "0.52359877559829887307710723054658381"},
          {"FRAC_PI_8", "0.39269908169872415480783042290993786"},
          {"FRAC_1_PI", "0.318309886183790671537767526745028724"},
          {"FRAC_2_PI", "0.636619772367581343075535053490057448"},
          {"FRAC_2_SQRT_PI", "1.12837916709551257389615890312154517"},
          {"SQRT_2", "1.41421356237309504880168872420969808"},
          {"FRAC_1_SQRT_2", "0.707106781186547524400844362104849039"},
          {"LN_2", "0.693147180559945309417232121458176568"},
          {"LN_10", "2.30258509299404568401799145468436421"},
          {"LOG2_E", "1.44269504088896340735992468100189214"},
          {"LOG10_E", "0.434294481903251827651128918916605082"},
          {"LOG2_10", "3.32192809488736234787031942948939018"},
          {"LOG10_2", "0.301029995663981195213738894724493027"},
      };
      if (ty == "f32" || ty == "f64")
        for (const auto &fc : floatConsts)
          if (last == fc.name) {
            k.kind = Constant::Float;
            k.text = std::string(fc.digits) + ty.str();
            v.type = suffixType(tc, ty);
            return v;
          }
    }
    // associated consts of primitive types: <impl f32>::NAN, <impl u32>::MAX
    if (p.segments.size() >= 2) {
      StringRef impl(p.segments[p.segments.size() - 2].name);
      bool primSeg = suffixType(tc, impl) != nullptr;
      if ((impl.starts_with("<impl ") && impl.ends_with(">")) || primSeg) {
        StringRef ty = primSeg ? impl : impl.drop_front(6).drop_back();
        const Type *t = suffixType(tc, ty);
        if (t && t->isFloat()) {
          std::string sfx = "_" + ty.str();
          std::string text;
          if (last == "NAN")
            text = "NaN" + sfx;
          else if (last == "INFINITY")
            text = "+Inf" + sfx;
          else if (last == "NEG_INFINITY")
            text = "-Inf" + sfx;
          else if (last == "MAX")
            text = ty == "f32" ? "3.40282347e38f32" : "1.7976931348623157e308f64";
          else if (last == "MIN")
            text = ty == "f32" ? "-3.40282347e38f32" : "-1.7976931348623157e308f64";
          else if (last == "EPSILON")
            text = ty == "f32" ? "1.1920929e-7f32" : "2.220446049250313e-16f64";
          if (!text.empty()) {
            k.kind = Constant::Float;
            k.text = text;
            v.type = t;
            return v;
          }
        }
        if (t && t->isInteger()) {
          k.kind = Constant::Int;
          v.type = t;
          unsigned bits = t->bits;
          if (last == "BITS") {
            k.bits = bits;
            v.type = tc.integer(32, false);
            return v;
          }
          // `u128::MAX`, `i128::MIN` (a division's overflow check): their
          // digits (Constant::text), `bits` saturated
          if (bits == 128 && (last == "MAX" || last == "MIN")) {
            bool min = last == "MIN";
            if (min && !t->isSigned)
              return v; // 0
            k.bits = UINT64_MAX;
            k.negative = min;
            k.text = !t->isSigned ? "340282366920938463463374607431768211455"
                     : min        ? "170141183460469231731687303715884105728"
                                  : "170141183460469231731687303715884105727";
            return v;
          }
          if (last == "MAX") {
            k.bits = t->isSigned ? (bits == 64 ? INT64_MAX : (1ull << (bits - 1)) - 1)
                                 : (bits == 64 ? UINT64_MAX : (1ull << bits) - 1);
            return v;
          }
          if (last == "MIN") {
            k.bits = t->isSigned ? (1ull << (bits - 1)) : 0;
            k.negative = t->isSigned;
            return v;
          }
        }
      }
    }
    // `const Op::Add` of a fieldless enum (ir/Enums.cpp)
    if (p.segments.size() >= 2 &&
        tm.enums.count(p.segments[p.segments.size() - 2].name)) {
      std::string en = p.segments[p.segments.size() - 2].name;
      std::string key = en + "::" + last.str();
      auto it = tm.variants.find(key);
      if (it == tm.variants.end())
        fail(loc, "RG0102",
             "the enum variant `" + key + "` has a discriminant rsgpu-gen "
             "cannot read",
             {kEnumNote});
      v.type = tm.enums.at(en);
      k = variantConstant(it->second, v.type);
      return v;
    }
    // the bindings crate's `WARP_SIZE: u32 = 32`
    if (last == "WARP_SIZE" &&
        (p.segments.size() == 1 || p.segments.front().name == "rsgpu")) {
      k.kind = Constant::Int;
      k.bits = 32;
      v.type = tc.integer(32, false);
      return v;
    }
    // The crate's impl consts named `last` whose impl is (Yes) or may be
    // (Unknown) the one of `self` and `trait` ("" for an inherent impl).
    struct ImplConsts {
      const mir::Item *yes = nullptr, *unknown = nullptr;
      unsigned matches = 0;
    };
    auto implConsts = [&](const ImplSelf &self, const std::string &trait) {
      ImplConsts r;
      for (const mir::Item &it : mm.items) {
        const auto &segs = it.name.segments;
        if (it.kind != mir::Item::Const || segs.size() < 2 ||
            segs.back().name != last ||
            !StringRef(segs[segs.size() - 2].name).starts_with("<impl at "))
          continue;
        switch (matchImpl(it, self, trait, printed())) {
        case ImplMatch::Yes:
          r.yes = &it;
          ++r.matches;
          break;
        case ImplMatch::TypeUnknown:
        case ImplMatch::Unknown:
          r.unknown = &it;
          break;
        case ImplMatch::No:
          break;
        }
      }
      return r;
    };
    // `<Box3 as Filter>::RADIUS`: the associated const of the crate's impl
    // whose header (in the source) is `impl Filter for Box3` (ImplMatch);
    // one whose header is not read for certain is refused, never guessed
    if (p.qself && p.trait && p.trait->kind == mir::Type::Named &&
        p.segments.size() == 1 && !p.trait->path.segments.empty()) {
      const ImplSelf self = implSelf(*p.qself);
      const std::string trait = p.trait->path.plain();
      auto [yes, unknown, matches] = implConsts(self, trait);
      if (unknown || matches > 1)
        fail(loc, "RG0100",
             "cannot tell which impl's `" + last + "` `" + p.str() +
                 "` is: the impl at " +
                 implLocation(unknown ? *unknown : *yes) +
                 " names its type or trait in a way rsgpu-gen does not read "
                 "(a macro, a `use`d name or a type alias, a type parameter)",
             {"write the impl's header with the type's and the trait's own "
              "paths (`impl Trait for Type`)"});
      if (yes)
        plain = yes->name.plain();
      // no impl of the type defines it: the trait's default
      // (`const K: u32 = 5;`), when it is a literal (one naming `Self`
      // would be another value per type: not read)
      if (!yes)
        for (const mir::Item &it : mm.items)
          if (it.kind == mir::Item::Const && it.value && !it.body &&
              it.name.plain() == trait + "::" + last.str() &&
              (it.value->kind == mir::ConstVal::Int ||
               it.value->kind == mir::ConstVal::Float ||
               it.value->kind == mir::ConstVal::Bool))
            plain = it.name.plain();
    }
    // `Q16::ONE`: the associated const of the crate's inherent impl whose
    // header (in the source) is `impl Q16` (ImplMatch, trait ""); a header
    // not read for certain is refused, as for a trait's const above
    if (!p.qself && p.segments.size() >= 2) {
      const ImplSelf self = implSelf(p);
      auto [yes, unknown, matches] = implConsts(self, "");
      if (yes && (unknown || matches > 1))
        fail(loc, "RG0100",
             "cannot tell which impl's `" + last + "` `" + p.str() +
                 "` is: the impl at " +
                 implLocation(unknown ? *unknown : *yes) +
                 " names its type in a way rsgpu-gen does not read (a "
                 "macro, a `use`d name or a type alias, a type parameter)",
             {"write the impl's header with the type's own path (`impl "
              "Type`)"});
      if (yes)
        plain = yes->name.plain();
    }
    // `const W: usize = 8;` declared inside a fn body: the MIR names its
    // uses `kernel::W` but prints the item as `const W` (the only const item
    // of that name: two fns' `W`s would be ambiguous)
    if (p.segments.size() >= 2 && !p.qself) {
      bool exact = false;
      const mir::Item *local = nullptr;
      unsigned named = 0;
      for (const mir::Item &it : mm.items) {
        if (it.kind != mir::Item::Const)
          continue;
        exact |= it.name.plain() == plain;
        if (it.name.segments.size() == 1 && it.name.last() == last) {
          local = &it;
          ++named;
        }
      }
      if (!exact && named == 1)
        plain = local->name.plain();
    }
    // a `const NAME: [T; N] = [..]` item (not folded by rustc)
    for (const mir::Item &it : mm.items)
      if (it.kind == mir::Item::Const && !it.value && it.body &&
          it.name.plain() == plain) {
        const Type *t = mapType(it.type, loc, "a const item");
        std::string why;
        auto eval = [&](const mir::ConstVal &e) {
          // an element is one constant: no aggregate built into a block
          Block *saved = cur;
          cur = nullptr;
          Value ev = constant(e, t && t->kind == Type::Array ? t->elem : nullptr,
                              loc);
          cur = saved;
          return ev.constant;
        };
        const StaticDef *s = t && t->kind == Type::Array
                                 ? lowerConstArray(it, t, mod, eval, why)
                                 : nullptr;
        if (!s) {
          // Any other const-evaluable body (`1.0 / 16.0`, `(1 << BITS) - 1`,
          // a const fn call, a struct): the body becomes a device function
          // of the module, called where the constant is used.
          if (item.kind == mir::Item::Const && &item == &it)
            fail(loc, "RG0102", "the `const " + plain + "` item refers to itself");
          // A reference (`promoted[0]` of `&100`, `const R: &T`) would point
          // into the function's own frame once it returns.
          if (t && (t->kind == Type::Ref || t->kind == Type::Ptr))
            fail(loc, "RG0102",
                 "the constant `" + plain + "` is a reference to a value "
                 "rustc computes (a promoted `&100` or a `const` of type `" +
                     t->str() + "`), which is not supported on the device",
                 {"bind the value to a local first: `let limit = 100; "
                  "x.cmp(&limit)`"});
          wanted.insert(&it);
          k.kind = Constant::ConstItem;
          k.text = "const " + plain;
          v.type = t;
          return v;
        }
        k.kind = Constant::Named;
        k.text = s->name;
        v.type = t;
        return v;
      }
    // `&ControlFlow::Continue(())` core promoted in `all` (ir/CoreClosures.def):
    // the value built in a local, then its address (as Promoted.cpp)
    if (int variant = TypeMapper::corePromoted(p); variant >= 0 && cur) {
      Type ut;
      ut.kind = Type::Unit;
      Type cf;
      cf.kind = Type::Option;
      cf.name = "ControlFlow";
      cf.elem = tc.get(ut);
      const Type *cft = tc.get(cf);
      Type rt;
      rt.kind = Type::Ref;
      rt.elem = cft;
      const Type *reft = tc.get(rt);
      Local tmp;
      tmp.id = unsigned(f.locals.size());
      tmp.type = cft;
      f.locals.push_back(tmp);
      Local rl;
      rl.id = unsigned(f.locals.size());
      rl.type = reft;
      f.locals.push_back(rl);
      Inst set;
      set.loc = loc;
      set.dest = Place{};
      set.dest->local = tmp.id;
      set.dest->type = cft;
      set.type = cft;
      set.op = variant ? Opcode::OptionSome : Opcode::OptionNone;
      if (variant) {
        Value u;
        u.kind = Value::Const;
        u.constant.kind = Constant::Unit;
        u.type = cf.elem;
        set.args = {u};
      }
      cur->insts.push_back(std::move(set));
      Inst r;
      r.loc = loc;
      r.dest = Place{};
      r.dest->local = rl.id;
      r.dest->type = reft;
      r.op = Opcode::Ref;
      r.src = *cur->insts.back().dest;
      r.type = reft;
      cur->insts.push_back(std::move(r));
      v.kind = Value::Copy;
      v.place.local = rl.id;
      v.place.type = reft;
      v.type = reft;
      return v;
    }
    // a `const NAME: T = const V;` item of this crate
    for (const mir::Item &it : mm.items)
      if (it.kind == mir::Item::Const && it.value && it.name.plain() == plain &&
          it.value->kind != mir::ConstVal::Named)
        return constant(*it.value, expected, loc);
    fail(loc, "RG0102", "unsupported constant `" + p.str() + "`",
         {"only literals, primitive MIN/MAX/BITS/NAN/INFINITY, atomic "
          "orderings, `None` and `const` items with literal values are "
          "supported"});
  }
  case mir::ConstVal::Alloc: {
    // `{alloc3: &[u32; 16]}`: a reference to a `static` of this crate;
    // `<static(DefId(..::T))>` names the static, its type is the place's
    const Type *rt = c.type ? mapType(c.type, loc, "a static") : expected;
    std::string alloc = c.text;
    if (!c.type && !c.path.segments.empty())
      alloc = staticAlloc(mm, c.path.last());
    if (!rt || alloc.empty())
      fail(loc, "RG0102",
           "the static `" + c.path.str() + "` has no allocation in the MIR");
    std::string why;
    const StaticDef *s = lowerStatic(mm, alloc, rt, mod, why);
    if (!s)
      fail(loc, "RG0102", why);
    k.kind = Constant::Named;
    k.text = s->name;
    v.type = rt;
    return v;
  }
  case mir::ConstVal::Adt:
    // O3 core internals: `NonZero::<usize>(NonZeroUsizeInner(3_usize is
    // 1..))` (`Windows { v, size }` built in place): NonZero<T> is T
    // (TypeMapper), the pattern type's value its integer
    if (c.path.last() == "NonZero" && c.elems.size() == 1 &&
        c.elems[0].kind == mir::ConstVal::Adt && c.elems[0].elems.size() == 1 &&
        c.elems[0].elems[0].kind == mir::ConstVal::Int &&
        StringRef(c.elems[0].path.last()).starts_with("NonZero"))
      return constant(c.elems[0].elems[0], expected, loc);
    // O3 core internals: `const Wrapped::<T, A, F> {{ f: F, p: PhantomData }}`
    // (array::from_fn / map's closure adapter; TypeMapper: Wrapped is F)
    if (c.path.last() == "Wrapped" &&
        StringRef(c.path.plain()).contains("try_trait::"))
      for (size_t i = 0; i < c.elems.size() && i < c.fieldNames.size(); ++i)
        if (c.fieldNames[i] == "f")
          return constant(c.elems[i], expected, loc);
    return aggregateConstant(c, expected, loc);
  case mir::ConstVal::Tuple:
    return aggregateConstant(c, expected, loc);
  case mir::ConstVal::Raw:
    // `MaybeUninit::uninit()` of a scalar (rustc's O3 `slice::swap`
    // temporary, written before it is read): zero, as every local starts
    if (c.text == "<uninit>" && expected &&
        (expected->kind == Type::Int || expected->kind == Type::Bool ||
         expected->kind == Type::Char || expected->kind == Type::Float)) {
      k.kind = expected->kind == Type::Float ? Constant::Float : Constant::Int;
      k.bits = 0;
      if (expected->kind == Type::Float)
        k.text = expected->bits == 32 ? "0f32" : "0f64";
      v.type = expected;
      return v;
    }
    // `{transmute(0x0000000000000000): {closure@<Enumerate<I> as
    // Iterator>::fold::enumerate<..>::{closure#0}}}`: a closure core
    // defines, of zero bytes only (its callables without captures, its
    // counters 0): the function object's `make` (rsgpu/rust/core_fold.hpp)
    if (StringRef raw = c.text; raw.consume_front("{transmute(0x") &&
                                raw.consume_back("}")) {
      size_t close = raw.find("): ");
      StringRef hex = raw.take_front(close), ty = raw.drop_front(close + 3);
      std::string why;
      const Type *t = close == StringRef::npos ||
                              hex.find_first_not_of('0') != StringRef::npos
                          ? nullptr
                          : tm.coreClosure(ty, why);
      const StructDef *sd =
          t && t->kind == Type::Struct ? mod.findStruct(t->name) : nullptr;
      if (sd && !sd->coreFn.empty()) {
        k.kind = Constant::Zst;
        v.type = t;
        return v;
      }
    }
    if (c.text == "<uninit>")
      fail(loc, "RG0101",
           "an uninitialised value (`MaybeUninit::uninit()`, what rustc "
           "inlines `slice::swap` to at opt-level 3) is not supported on the "
           "device");
    [[fallthrough]];
  default:
    fail(loc, "RG0102", "unsupported constant form",
         {"aggregate, reference and allocation constants are not supported on "
          "the device yet"});
  }
}

/// A float literal rustc printed as `NaN_f32` / `NaN_f64` anywhere in `c`
/// (a struct or tuple constant's fields too).
static const mir::ConstVal *foldedNaN(const mir::ConstVal &c, int depth = 0) {
  if (c.kind == mir::ConstVal::Float &&
      llvm::StringRef(c.text).starts_with("NaN"))
    return &c;
  if (depth < 16)
    for (const mir::ConstVal &e : c.elems)
      if (const mir::ConstVal *n = foldedNaN(e, depth + 1))
        return n;
  return nullptr;
}

void FnBuilder::refuseFoldedNaN(const mir::ConstVal &c, Loc loc) {
  const mir::ConstVal *n = foldedNaN(c);
  if (!n)
    return;
  fail(loc, "RG0102",
       "a NaN constant folded by rustc (`" + n->text +
           "`): rustc's MIR prints every NaN so, without its sign and "
           "payload, so rsgpu-gen cannot tell `f32::NAN` from "
           "`-f32::NAN` or `f32::from_bits(..)`",
       {"at opt-level 0 the MIR names the constant (`f32::NAN`, "
        "`Neg(..)`, `from_bits(..)`), which rsgpu-gen reads exactly",
        "help: pass the NaN as a kernel parameter, or translate the MIR "
        "of opt-level 0"});
}

Value FnBuilder::aggregateConstant(const mir::ConstVal &c,
                                   const Type *expected, Loc loc) {
  auto unsupported = [&](const std::string &why) {
    fail(loc, "RG0102", "unsupported constant form",
         {why, "struct and tuple constants are supported where their fields "
               "are scalars (`Range { start: 0, end: 32 }`, `(0f32, 1f32)`, "
               "a gpu_struct! value); reference and allocation constants "
               "are not supported on the device yet"});
  };
  // `const TryFromSliceError(())` (O3's inlined `<[T; N]>::try_from`):
  // core's unit error, a unit (TypeMapper)
  if (c.kind == mir::ConstVal::Adt && c.path.last() == "TryFromSliceError" &&
      (c.elems.empty() ||
       (c.elems.size() == 1 && c.elems[0].kind == mir::ConstVal::Unit))) {
    Value u;
    u.kind = Value::Const;
    u.constant.kind = Constant::Unit;
    u.type = mod.types->unit();
    return u;
  }
  // A folded NaN among the fields: the refusal `rsgpu-gen build` answers
  // with the opt-level-0 MIR, not the generic one.
  refuseFoldedNaN(c, loc);
  if (!cur)
    unsupported("an aggregate constant is only supported as an operand of "
                "a statement or call");
  // Its fields: scalars, or aggregates of scalars (each its own local).
  for (const mir::ConstVal &e : c.elems)
    switch (e.kind) {
    case mir::ConstVal::Int:
    case mir::ConstVal::Float:
    case mir::ConstVal::Bool:
    case mir::ConstVal::Char:
    case mir::ConstVal::Unit:
    case mir::ConstVal::ZeroSized:
    case mir::ConstVal::Named:
    case mir::ConstVal::Adt:
    case mir::ConstVal::Tuple:
      break;
    default:
      unsupported("a field of `" + (c.kind == mir::ConstVal::Adt
                                        ? c.path.str()
                                        : std::string("a tuple")) +
                  "` is a reference, array or allocation constant");
    }
  // A struct constant's type: its path (`core::ops::Range::<usize>`).
  auto typeOfPath = [&](const mir::ConstVal &k, std::string &why) {
    // `const Shape::Circle(1f32)`: a variant of an enum with data
    if (const Type *et = enumOfVariantPath(k.path))
      return et;
    mir::Type mt;
    mt.kind = mir::Type::Named;
    mt.path = k.path;
    // `const Result::<f32, E>::Err(E::Bad)` (a folded `ok_or(..)?`),
    // `const Option::<u32>::Some(3_u32)`: the enum's type, its path without
    // the variant
    const auto &segs = k.path.segments;
    if (segs.size() >= 2 && !segs.back().hasGenerics &&
        ((segs[segs.size() - 2].name == "Result" &&
          (segs.back().name == "Ok" || segs.back().name == "Err")) ||
         (segs[segs.size() - 2].name == "Option" &&
          (segs.back().name == "Some" || segs.back().name == "None"))))
      mt.path.segments.pop_back();
    return tm.map(mt, why);
  };
  // Its type: the struct's path; a tuple's from its elements (below).
  const Type *t = nullptr;
  if (c.kind == mir::ConstVal::Adt) {
    std::string why;
    t = typeOfPath(c, why);
    if (!t)
      unsupported("the constant's type `" + c.path.str() +
                  "` is not supported: " + why);
  } else {
    // A tuple's: its elements' own (`0f32`, a struct's path), else the
    // expected tuple's where it has as many elements.
    bool hinted = expected && expected->kind == Type::Tuple &&
                  expected->elems.size() == c.elems.size();
    std::vector<const Type *> es;
    for (size_t i = 0; i < c.elems.size(); ++i) {
      const mir::ConstVal &e = c.elems[i];
      const Type *et = nullptr;
      if (e.kind == mir::ConstVal::Adt) {
        std::string why;
        et = typeOfPath(e, why);
      } else if (e.kind != mir::ConstVal::Tuple &&
                 !((e.kind == mir::ConstVal::Int ||
                    e.kind == mir::ConstVal::Float) &&
                   e.suffix.empty())) {
        Block *saved = cur;
        cur = nullptr; // the element's type only: nothing built
        et = constant(e, hinted ? expected->elems[i] : nullptr, loc).type;
        cur = saved;
      }
      if (!et && hinted)
        et = expected->elems[i];
      if (!et)
        unsupported("the type of element " + std::to_string(i) +
                    " of a tuple constant is not known");
      es.push_back(et);
    }
    t = mod.types->tuple(es);
  }
  // The aggregate rustc writes at O0, of constant operands.
  mir::Rvalue rv;
  rv.kind = mir::Rvalue::Aggregate;
  rv.loc = loc;
  rv.agg = c.kind == mir::ConstVal::Adt ? mir::Rvalue::Adt : mir::Rvalue::Tuple;
  rv.adt = c.path;
  rv.fieldNames = c.fieldNames;
  if (c.kind == mir::ConstVal::Adt && c.fieldNames.empty())
    rv.op = c.elems.empty() ? "unit" : "()";
  for (const mir::ConstVal &e : c.elems) {
    mir::Operand o;
    o.kind = mir::Operand::Const;
    o.loc = loc;
    o.value = std::make_shared<mir::ConstVal>(e);
    rv.operands.push_back(std::move(o));
  }
  Local l;
  l.id = unsigned(f.locals.size());
  l.type = t;
  f.locals.push_back(l);
  Inst in;
  in.loc = loc;
  in.dest = Place{};
  in.dest->local = l.id;
  in.dest->type = t;
  rvalue(rv, in, loc);
  cur->insts.push_back(std::move(in));
  Value v;
  v.kind = Value::Copy;
  v.place.local = l.id;
  v.place.type = t;
  v.type = t;
  return v;
}

Value FnBuilder::value(const mir::Operand &o, const Type *expected) {
  if (o.kind == mir::Operand::Const)
    return constant(*o.value, expected, o.loc);
  Value v;
  v.kind = o.kind == mir::Operand::Move ? Value::Move : Value::Copy;
  v.place = place(o.place);
  v.type = v.place.type;
  return v;
}

//===-- rvalues -----------------------------------------------------------===//

static Opcode binaryOpcode(StringRef op, const Type *t, bool &masked) {
  bool fl = t->isFloat(), sg = t->isSigned;
  masked = false;
  if (op == "Add" || op == "CheckedAdd")
    return fl ? Opcode::FAdd : op == "Add" ? Opcode::AddWrap : Opcode::AddOverflow;
  if (op == "Sub" || op == "CheckedSub")
    return fl ? Opcode::FSub : op == "Sub" ? Opcode::SubWrap : Opcode::SubOverflow;
  if (op == "Mul" || op == "CheckedMul")
    return fl ? Opcode::FMul : op == "Mul" ? Opcode::MulWrap : Opcode::MulOverflow;
  if (op == "AddUnchecked") return Opcode::AddUnchecked;
  if (op == "SubUnchecked") return Opcode::SubUnchecked;
  if (op == "MulUnchecked") return Opcode::MulUnchecked;
  if (op == "AddWithOverflow") return Opcode::AddOverflow;
  if (op == "SubWithOverflow") return Opcode::SubOverflow;
  if (op == "MulWithOverflow") return Opcode::MulOverflow;
  if (op == "Div") return fl ? Opcode::FDiv : sg ? Opcode::SDiv : Opcode::UDiv;
  if (op == "Rem") return fl ? Opcode::FRem : sg ? Opcode::SRem : Opcode::URem;
  if (op == "BitAnd") return Opcode::And;
  if (op == "BitOr") return Opcode::Or;
  if (op == "BitXor") return Opcode::Xor;
  if (op == "Shl" || op == "CheckedShl") { masked = true; return Opcode::Shl; }
  if (op == "Shr" || op == "CheckedShr") {
    masked = true;
    return sg ? Opcode::AShr : Opcode::LShr;
  }
  if (op == "ShlUnchecked") return Opcode::ShlUnchecked;
  if (op == "ShrUnchecked") return sg ? Opcode::AShrUnchecked : Opcode::LShrUnchecked;
  if (op == "Eq") return Opcode::Eq;
  if (op == "Ne") return Opcode::Ne;
  if (op == "Lt") return Opcode::Lt;
  if (op == "Le") return Opcode::Le;
  if (op == "Gt") return Opcode::Gt;
  if (op == "Ge") return Opcode::Ge;
  if (op == "Cmp") return Opcode::Cmp3;
  return Opcode::PtrOffset; // "Offset"
}

void FnBuilder::rvalue(const mir::Rvalue &rv, Inst &in, Loc loc) {
  TypeContext &tc = *mod.types;
  const Type *destTy = in.dest ? in.dest->type : nullptr;
  switch (rv.kind) {
  case mir::Rvalue::Use:
  case mir::Rvalue::CopyForDeref:
    in.op = Opcode::Copy;
    if (rv.kind == mir::Rvalue::CopyForDeref) {
      Value v;
      v.place = place(rv.place);
      v.type = v.place.type;
      in.args.push_back(v);
    } else if (const mir::ConstVal *c = rv.operands[0].value.get();
               c && c->kind == mir::ConstVal::Adt && c->path.last() == "Some" &&
               c->elems.size() == 1 && destTy && destTy->kind == Type::Option) {
      // O3: `const Option::<f32>::Some(1f32)`, a folded `Some(lit)`;
      // `const Option::<core::cmp::Ordering>::Some(Equal)` (f32's
      // partial_cmp inlined) names the variant trimmed: the Option's type
      // argument says which enum it is
      in.op = Opcode::OptionSome;
      mir::ConstVal e = c->elems[0];
      const mir::Path &op = c->path;
      if (e.kind == mir::ConstVal::Named && e.path.segments.size() == 1 &&
          op.segments.size() >= 2 &&
          op.segments[op.segments.size() - 2].generics.size() == 1 &&
          op.segments[op.segments.size() - 2].generics[0]->kind ==
              mir::Type::Named &&
          op.segments[op.segments.size() - 2].generics[0]->path.plain() ==
              "core::cmp::Ordering") {
        mir::PathSegment seg;
        seg.name = e.path.segments[0].name;
        e.path = op.segments[op.segments.size() - 2].generics[0]->path;
        e.path.segments.push_back(seg);
      }
      in.args.push_back(constant(e, destTy->elem, loc));
      in.type = destTy;
      return;
    } else {
      in.args.push_back(value(rv.operands[0], destTy));
    }
    in.type = in.args[0].type;
    return;
  case mir::Rvalue::BinaryOp:
  case mir::Rvalue::CheckedBinaryOp: {
    Value a = value(rv.operands[0], destTy);
    Value b = value(rv.operands[1], a.type);
    if (a.kind == Value::Const && b.kind != Value::Const &&
        a.type->kind == Type::Int && b.type->kind == Type::Int &&
        rv.op != "Shl" && rv.op != "Shr")
      a.type = b.type; // unsuffixed literal takes the other side's type
    bool masked;
    in.op = binaryOpcode(rv.op, a.type, masked);
    if (masked) {
      if (!a.type->isInteger())
        fail(loc, "RG0102", "shift of non-integer type `" + a.type->str() + "`");
      in.shiftMask = a.type->bits - 1;
    }
    in.args = {a, b};
    in.type = destTy;
    return;
  }
  case mir::Rvalue::UnaryOp: {
    Value a = value(rv.operands[0], destTy);
    if (rv.op == "PtrMetadata") {
      const Type *t = a.type;
      if ((t->kind != Type::Ref && t->kind != Type::Ptr) ||
          t->elem->kind != Type::Slice)
        fail(loc, "RG0102", "PtrMetadata of `" + t->str() + "`: only slice "
                            "references have metadata on the device");
      in.op = Opcode::Len;
    } else if (rv.op == "Neg") {
      in.op = a.type->isFloat() ? Opcode::FNeg : Opcode::Neg;
    } else {
      in.op = Opcode::Not;
    }
    in.args = {a};
    in.type = destTy;
    return;
  }
  case mir::Rvalue::Len:
    in.op = Opcode::Len;
    in.src = place(rv.place);
    in.type = destTy;
    return;
  case mir::Rvalue::Cast: {
    Value a = value(rv.operands[0]);
    const Type *to = mapType(rv.type, loc, "a cast");
    const Type *from = a.type;
    in.args = {a};
    in.type = to;
    StringRef k(rv.op);
    auto intLike = [](const Type *t) {
      return t->kind == Type::Int || t->kind == Type::Bool || t->kind == Type::Char;
    };
    // An enum with data is a struct of payloads in C++, not Rust's bytes:
    // nothing reads it as other bytes (a tag from arbitrary bits could
    // name no variant)
    auto element = [](const Type *t) { // through pointers, slices, arrays
      while (t && t->elem &&
             (t->kind == Type::Ref || t->kind == Type::Ptr ||
              t->kind == Type::Slice || t->kind == Type::Array))
        t = t->elem;
      return t;
    };
    if ((k == "Transmute" || k == "PtrToPtr") && element(from) != element(to) &&
        (holdsDataEnum(from) || holdsDataEnum(to)))
      fail(loc, "RG0101",
           "a `" + rv.op + "` cast from `" + (from ? from->str() : "?") +
               "` to `" + to->str() +
               "` reads an enum with data as other bytes, which "
               "is not supported on the device (rsgpu-gen does not keep "
               "Rust's layout of such an enum)",
           {"match on the enum and build the value from its fields"});
    if (k == "IntToInt" && intLike(from) && intLike(to)) {
      unsigned fb = from->kind == Type::Bool ? 1 : from->kind == Type::Char ? 32 : from->bits;
      unsigned tb = to->kind == Type::Char ? 32 : to->bits;
      in.op = tb > fb ? (from->isSigned ? Opcode::SExt : Opcode::ZExt)
              : tb < fb ? Opcode::Trunc
                        : Opcode::Retype;
    } else if (k == "FloatToInt" && from->isFloat() && to->isInteger()) {
      in.op = to->isSigned ? Opcode::FpToSiSat : Opcode::FpToUiSat;
    } else if (k == "IntToFloat" && intLike(from) && to->isFloat()) {
      in.op = from->isSigned ? Opcode::SiToFp : Opcode::UiToFp;
    } else if (k == "FloatToFloat" && from->isFloat() && to->isFloat()) {
      in.op = to->bits > from->bits ? Opcode::FpExt
              : to->bits < from->bits ? Opcode::FpTrunc
                                      : Opcode::Retype;
    } else if (k == "PtrToPtr") {
      in.op = Opcode::PtrCast;
    } else if (k == "Transmute" && to->kind == Type::Option && to->elem == from &&
               from->kind == Type::Int &&
               rv.type->str().find("NonZero") != std::string::npos) {
      // T -> Option<NonZero<T>> (`NonZero::new`, inlined at O3): 0 is None
      in.op = Opcode::Intrinsic;
      in.call = Call::CoreNonZeroOption;
      in.callee = callName(in.call);
    } else if (k == "Transmute" && from->kind == Type::Option &&
               from->elem == to && to->kind == Type::Int) {
      // Option<NonZero<T>> -> T (only a NonZero option has T's size)
      in.op = Opcode::Intrinsic;
      in.call = Call::CoreNonZeroBits;
      in.callee = callName(in.call);
    } else if (k == "Transmute" && from && from->kind == Type::Array &&
               to->kind == Type::Array && from->elem == to->elem &&
               from->len == to->len) {
      in.op = Opcode::Copy; // O3: `[T; N]` as `[MaybeUninit<T>; N]` (T)
    } else if (k == "Transmute") {
      in.op = Opcode::Bitcast;
    } else if (k == "PointerCoercion" &&
               StringRef(rv.opArgs).starts_with("Unsize") && from &&
               to->kind == Type::Ref && from->kind == Type::Ref &&
               to->elem->kind == Type::Iter &&
               to->elem->name == "array::IntoIter" && to->elem->len == 0 &&
               from->elem->kind == Type::Iter &&
               from->elem->name == "array::IntoIter" && in.dest &&
               in.dest->isLocal()) {
      // O3: `&mut PolymorphicIter<[T; N]>` unsized for its `next`: the same
      // reference, the local typed as its source (TypeMapper)
      in.op = Opcode::Copy;
      f.locals[in.dest->local].type = from;
      in.type = from;
    } else if (k == "PointerCoercion" && StringRef(rv.opArgs).starts_with("Unsize")) {
      in.op = Opcode::Unsize;
    } else {
      fail(loc, "RG0102",
           "unsupported cast `" + rv.op + (rv.opArgs.empty() ? "" : "(" + rv.opArgs + ")") +
               "` from `" + from->str() + "` to `" + to->str() + "`");
    }
    return;
  }
  case mir::Rvalue::Ref:
    in.op = rv.op == "&mut" ? Opcode::RefMut : Opcode::Ref;
    in.src = place(rv.place);
    in.type = destTy;
    return;
  case mir::Rvalue::RawPtr:
    in.op = StringRef(rv.op).starts_with("&raw mut") ? Opcode::AddrOfMut
                                                     : Opcode::AddrOf;
    in.src = place(rv.place);
    in.type = destTy;
    return;
  case mir::Rvalue::Discriminant:
    in.op = Opcode::Discriminant;
    in.src = place(rv.place);
    in.type = destTy;
    // an enum with data (ir/DataEnums.cpp): its tag, field 0
    if (const StructDef *sd = enumDef(in.src.type)) {
      const Type *tag = sd->fields[0].type;
      if (destTy != tag)
        fail(loc, "RG0102",
             "the discriminant of `" + in.src.type->str() + "` is `" +
                 (destTy ? destTy->str() : "?") + "` in the MIR, not the `" +
                 tag->str() + "` rsgpu-gen read from its declaration");
      Value v;
      v.kind = Value::Copy;
      v.place = in.src;
      Projection pr;
      pr.kind = Projection::Field;
      pr.index = 0;
      pr.type = tag;
      v.place.projs.push_back(pr);
      v.place.type = tag;
      v.type = tag;
      in.op = Opcode::Copy;
      in.args = {v};
      in.src = Place{};
      return;
    }
    // a fieldless enum held as its discriminant (ir/Enums.cpp)
    if (in.src.type && in.src.type->kind == Type::Int) {
      Value v;
      v.kind = Value::Copy;
      v.place = in.src;
      v.type = in.src.type;
      in.op = Opcode::Copy;
      in.args = {v};
      in.src = Place{};
    }
    return;
  case mir::Rvalue::Repeat: {
    in.op = Opcode::Repeat;
    in.args = {value(rv.operands[0], destTy && destTy->kind == Type::Array ? destTy->elem : nullptr)};
    StringRef n(rv.count);
    n.consume_back("_usize");
    if (n.getAsInteger(10, in.count))
      fail(loc, "RG0102", "repeat count `" + rv.count + "` is not a number");
    in.type = destTy;
    return;
  }
  case mir::Rvalue::NullaryOp: {
    if (rv.op == "UbChecks") {
      in.op = Opcode::UbChecks;
      in.type = tc.boolean();
      return;
    }
    if (rv.op == "SizeOf" || rv.op == "AlignOf") {
      const Type *t = mapType(rv.type, loc, rv.op);
      auto l = layoutOf(t, mod.structs);
      if (!l)
        fail(loc, "RG0102", rv.op + " of `" + t->str() + "` has no C layout");
      in.op = Opcode::Copy;
      Value v;
      v.kind = Value::Const;
      v.constant.kind = Constant::Int;
      v.constant.bits = rv.op == "SizeOf" ? l->first : l->second;
      v.type = tc.integer(64, false, true);
      in.args = {v};
      in.type = v.type;
      return;
    }
    fail(loc, "RG0102", "unsupported operation `" + rv.op + "`");
  }
  case mir::Rvalue::Aggregate: {
    // O3 core internals: `Wrapped::<T, A, F> { f: copy _x, p: const
    // PhantomData }` (array::from_fn / map's adapter of a capturing
    // closure; TypeMapper: Wrapped is F): the closure
    if (rv.agg == mir::Rvalue::Adt && rv.adt.last() == "Wrapped" &&
        StringRef(rv.adt.plain()).contains("try_trait::"))
      for (size_t i = 0; i < rv.operands.size() && i < rv.fieldNames.size();
           ++i)
        if (rv.fieldNames[i] == "f") {
          in.op = Opcode::Copy;
          in.args = {value(rv.operands[i], destTy)};
          in.type = in.args[0].type;
          return;
        }
    if (const StructDef *sd =
            rv.agg == mir::Rvalue::Adt ? enumDef(destTy) : nullptr) {
      enumAggregate(*sd, destTy, rv.adt.last(), rv.operands, rv.fieldNames, in,
                    loc);
      return;
    }
    const Type *elemHint = nullptr;
    if (destTy && (destTy->kind == Type::Array || destTy->kind == Type::Option))
      elemHint = destTy->elem;
    std::vector<Value> args;
    for (size_t i = 0; i < rv.operands.size(); ++i) {
      // `slice::Iter { ptr, end_or_len, _marker: PhantomData }`: no marker
      if (destTy && destTy->kind == Type::Iter && i == 2 &&
          rv.agg == mir::Rvalue::Adt && i < rv.fieldNames.size() &&
          rv.fieldNames[i] == "_marker")
        break;
      // O3: PolymorphicIter's `alive: const IndexRange {..}` (read below)
      if (destTy && destTy->kind == Type::Iter &&
          destTy->name == "array::IntoIter" && i < rv.fieldNames.size() &&
          rv.fieldNames[i] == "alive" &&
          rv.operands[i].kind == mir::Operand::Const) {
        args.push_back(Value{});
        continue;
      }
      const Type *hint = elemHint;
      if (destTy && destTy->kind == Type::Tuple && i < destTy->elems.size())
        hint = destTy->elems[i];
      // a promoted `&5` in an aggregate (O3: `binary_search(&5)`'s core
      // closure `{ 0: const f::promoted[0] }`): built in a local, its
      // address (ir/Promoted.cpp)
      if (cur)
        if (std::optional<Value> pv = promotedOperand(rv.operands[i], loc, *cur)) {
          args.push_back(*pv);
          continue;
        }
      args.push_back(value(rv.operands[i], hint));
    }
    in.args = std::move(args);
    in.type = destTy;
    switch (rv.agg) {
    case mir::Rvalue::Tuple:
      in.op = Opcode::Tuple;
      return;
    case mir::Rvalue::Array:
      in.op = Opcode::Array;
      return;
    case mir::Rvalue::RawPtrAgg:
      in.op = Opcode::PtrFromParts;
      return;
    case mir::Rvalue::Closure:
      // its captures: a struct (registerClosures, Builder.cpp)
      if (!destTy || destTy->kind != Type::Struct)
        fail(loc, "RG0102", "this closure's captures are not supported",
             {"capture locals or parameters of scalar, reference or struct "
              "type"});
      in.op = Opcode::StructLit;
      return;
    case mir::Rvalue::Adt: {
      StringRef last(rv.adt.last());
      if (last == "Some" && in.args.size() == 1) {
        in.op = Opcode::OptionSome;
        return;
      }
      if (rv.op == "unit" &&
          (StringRef(rv.adt.plain()).contains("Ordering::") ||
           (rv.adt.segments.size() == 1 && destTy == tc.integer(8, true) &&
            (last == "Less" || last == "Equal" || last == "Greater")))) {
        mir::ConstVal c;
        c.kind = mir::ConstVal::Named;
        c.path = rv.adt;
        in.op = Opcode::Copy;
        in.args = {constant(c, destTy, loc)};
        return;
      }
      if (last == "None" && in.args.empty()) {
        in.op = Opcode::OptionNone;
        return;
      }
      // ControlFlow<B, ()> (an Option<B>): Break(b) is Some(b)
      if (destTy && destTy->kind == Type::Option && destTy->name == "ControlFlow") {
        if (last == "Break" && in.args.size() == 1) {
          in.op = Opcode::OptionSome;
          return;
        }
        if (last == "Continue") {
          in.op = Opcode::OptionNone;
          in.args.clear();
          return;
        }
      }
      // `Result::<u8, TryFromIntError>::Ok(v)` (O3's inlined `try_from`)
      if (last == "Ok" && in.args.size() == 1 && destTy &&
          destTy->kind == Type::Result && !destTy->name.empty() &&
          !destTy->isGeneralResult()) {
        in.op = Opcode::Intrinsic;
        in.call = Call::CoreResultOk;
        in.callee = callName(in.call);
        return;
      }
      // `Ok(v)` / `Err(v)` of any other Result, `Continue(v)` / `Break(v)`
      // of a ControlFlow (rsgpu::rust::Result, core_result.hpp)
      if ((last == "Ok" || last == "Err" || last == "Continue" ||
           last == "Break") &&
          in.args.size() <= 1 && destTy && destTy->isGeneralResult()) {
        bool first = last == "Ok" || last == "Continue";
        if (in.args.empty()) { // `Continue(())` printed without its unit
          Value u;
          u.kind = Value::Const;
          u.constant.kind = Constant::Unit;
          u.type = tc.unit();
          in.args.push_back(u);
        }
        in.op = Opcode::Intrinsic;
        in.call = first ? Call::CoreResultMakeOk : Call::CoreResultMakeErr;
        in.callee = callName(in.call);
        return;
      }
      // `Ok(v)` / `Err(v)` of the one Result shape the type mapper takes,
      // `Result<T, T>` (rsgpu::CompareExchange<T>: the value, and whether
      // it is Ok): a helper returning one (`fn half(v: u32) -> Result<u32,
      // u32>`) matched or unwrapped by the caller.
      if ((last == "Ok" || last == "Err") && in.args.size() == 1 && destTy &&
          destTy->kind == Type::Result && destTy->name.empty()) {
        Value ok;
        ok.kind = Value::Const;
        ok.constant.kind = Constant::Bool;
        ok.constant.bits = last == "Ok";
        ok.type = tc.boolean();
        in.args.push_back(ok);
        in.op = Opcode::StructLit;
        return;
      }
      // core's iterators built in place at O3 (ir/CoreIterValues.cpp)
      if (coreIterAggregate(rv, in, destTy))
        return;
      // O3 core internals: `array::IntoIter { inner }`, `ManuallyDrop { value
      // }`, `MaybeDangling(x)` mapped as their contents: the value itself;
      // so are `FlatMap { inner: FlattenCompat }` and `Fuse { iter: Option }`
      // (TypeMapper: the same type)
      if (destTy &&
          ((destTy->kind == Type::Iter && (destTy->name == "array::IntoIter" ||
                                           destTy->name == "FlatMap")) ||
           (destTy->kind == Type::Option && (last == "Fuse"))) &&
          in.args.size() == 1 && in.args[0].type == destTy) {
        in.op = Opcode::Copy;
        return;
      }
      // `PolymorphicIter { alive: const IndexRange { start, end }, data }`
      if (destTy && destTy->kind == Type::Iter &&
          destTy->name == "array::IntoIter" && rv.fieldNames.size() == 2 &&
          rv.fieldNames[0] == "alive" && rv.fieldNames[1] == "data" &&
          rv.operands[0].kind == mir::Operand::Const) {
        std::vector<uint64_t> ints;
        std::function<void(const mir::ConstVal &)> walk =
            [&](const mir::ConstVal &c) {
              if (c.kind == mir::ConstVal::Int && !c.negative)
                ints.push_back(c.bits);
              for (const mir::ConstVal &e : c.elems)
                walk(e);
            };
        walk(*rv.operands[0].value);
        if (ints.size() == 2 && ints[0] <= ints[1] && ints[1] <= destTy->len) {
          Value a = in.args[1];
          in.args.clear();
          in.args.push_back(a);
          for (uint64_t v : ints) {
            Value c;
            c.kind = Value::Const;
            c.constant.kind = Constant::Int;
            c.constant.bits = v;
            c.type = mod.types->integer(64, false);
            in.args.push_back(c);
          }
          in.op = Opcode::Intrinsic;
          in.call = Call::CoreArrayIterFromParts;
          in.callee = callName(in.call);
          return;
        }
      }
      // `Op::Add` of a fieldless enum (ir/Enums.cpp)
      if (in.args.empty() && destTy && destTy->kind == Type::Int &&
          rv.adt.segments.size() >= 2) {
        const auto &sg = rv.adt.segments;
        std::string key = sg[sg.size() - 2].name + "::" + sg.back().name;
        if (tm.enums.count(sg[sg.size() - 2].name)) {
          auto it = tm.variants.find(key);
          if (it == tm.variants.end())
            fail(loc, "RG0102",
                 "the enum variant `" + key + "` has a discriminant rsgpu-gen "
                 "cannot read",
                 {kEnumNote});
          Value c;
          c.kind = Value::Const;
          c.constant = variantConstant(it->second, destTy);
          c.type = destTy;
          in.op = Opcode::Copy;
          in.args = {c};
          return;
        }
      }
      if (last == "Range" && rv.fieldNames.size() == 2) {
        in.op = Opcode::RangeLit;
        if (rv.fieldNames[0] != "start")
          std::swap(in.args[0], in.args[1]);
        return;
      }
      if (const StructDef *sd = mod.findStruct(plainStructName(rv.adt))) {
        in.op = Opcode::StructLit;
        std::vector<Value> ordered(sd->fields.size());
        // a tuple struct's `Scale(copy _3)`: its fields `_0`, `_1`, ... in
        // order (ir/PlainStructs.cpp names them so)
        std::vector<std::string> names = rv.fieldNames;
        if (names.empty() && rv.op == "()")
          for (size_t i = 0; i < in.args.size(); ++i)
            names.push_back("_" + std::to_string(i));
        if (names.size() != sd->fields.size())
          fail(loc, "RG0102", "struct `" + sd->name + "` literal must set every field");
        for (size_t i = 0; i < names.size(); ++i) {
          size_t j = 0;
          while (j < sd->fields.size() && sd->fields[j].name != names[i])
            ++j;
          if (j == sd->fields.size())
            fail(loc, "RG0102",
                 "struct `" + sd->name + "` has no field `" + names[i] + "`");
          ordered[j] = in.args[i];
        }
        in.args = std::move(ordered);
        in.callee = sd->name;
        return;
      }
      if (rv.op == "unit" && userFns.count(rv.adt.plain()))
        fail(loc, "RG0102", "function items as values are not supported");
      fail(loc, "RG0101", "unsupported aggregate `" + rv.adt.str() + "`",
           {"structs must be declared with rsgpu::gpu_struct!; among enums only "
            "Option is supported"});
    }
    }
    return;
  }
  case mir::Rvalue::ShallowInitBox:
    fail(loc, "RG0102", "`Box` is not supported on the device");
  case mir::Rvalue::ThreadLocalRef:
    fail(loc, "RG0102", "thread-local statics are not supported on the device");
  case mir::Rvalue::WrapUnsafeBinder:
    fail(loc, "RG0102", "unsafe binders are not supported on the device");
  }
}
