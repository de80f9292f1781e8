//===- Builder.cpp - MIR AST -> IR ----------------------------------------===//
//
// Lowers one MIR body at a time into the typed CFG of IR.h, making Rust's
// semantics explicit: integer `Add` is wrapping, `AddUnchecked` is not,
// shift amounts are masked, float->int casts saturate, slice length is an
// operation. Unwind edges and cleanup blocks are dropped (device panics
// abort); calls are resolved through the call table or to functions of the
// module, and anything unrecognised is reported (RG0100..RG0102).
//
//===----------------------------------------------------------------------===//
#include "ir/Builder.h"
#include "ir/CallTable.h"
#include "ir/Kernels.h"
#include "ir/Statics.h"
#include "ir/TypeMapper.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>
#include <functional>
#include <map>
#include <set>

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

namespace {

struct Abort {};

class FnBuilder {
public:
  FnBuilder(const mir::Item &item, const mir::Module &mm, Module &mod,
            TypeMapper &tm, DiagEngine &diags,
            const std::map<std::string, const mir::Item *> &userFns,
            std::set<const mir::Item *> &wanted)
      : item(item), mm(mm), mod(mod), tm(tm), diags(diags), userFns(userFns),
        wanted(wanted) {}

  std::optional<Function> build();

private:
  [[noreturn]] void fail(Loc loc, StringRef code, const llvm::Twine &msg,
                         std::vector<std::string> notes = {}) {
    diags.error(loc, code, msg, std::move(notes));
    throw Abort{};
  }
  const Type *mapType(const mir::TypeP &t, Loc loc, StringRef what);
  Place place(const mir::Place &p);
  Value value(const mir::Operand &o, const Type *expected = nullptr);
  Value constant(const mir::ConstVal &c, const Type *expected, Loc loc);
  void assign(const mir::Statement &s, Block &b);
  void rvalue(const mir::Rvalue &rv, Inst &in, Loc loc);
  void terminator(const mir::Terminator &t, Block &b);
  void call(const mir::Terminator &t, Block &b);
  void nameLocals(const mir::Body &body);

  const mir::Item &item;
  const mir::Module &mm;
  Module &mod;
  TypeMapper &tm;
  DiagEngine &diags;
  const std::map<std::string, const mir::Item *> &userFns;
  std::set<const mir::Item *> &wanted;
  Function f;
};

const Type *FnBuilder::mapType(const mir::TypeP &t, Loc loc, StringRef what) {
  std::string why;
  const Type *r = tm.map(*t, why);
  if (!r)
    fail(loc, "RG0101", "unsupported type in " + what + ": " + why);
  return r;
}

//===-- places, values, constants -----------------------------------------===//

Place FnBuilder::place(const mir::Place &p) {
  Place r;
  r.local = p.local;
  if (p.local >= f.locals.size() || !f.locals[p.local].type)
    fail(p.loc, "RG0102", llvm::formatv("local `_{0}` has no type", p.local));
  const Type *t = f.locals[p.local].type;
  for (const mir::Projection &mp : p.projs) {
    Projection pr;
    switch (mp.kind) {
    case mir::Projection::Deref:
      if (t->kind != Type::Ref && t->kind != Type::Ptr)
        fail(p.loc, "RG0102", "dereference of non-pointer type `" + t->str() + "`");
      pr.kind = Projection::Deref;
      t = t->elem;
      break;
    case mir::Projection::Field:
      pr.kind = Projection::Field;
      pr.index = mp.field;
      t = mapType(mp.type, p.loc, "a field projection");
      break;
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
      break;
    case mir::Projection::Subslice: {
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
      if (t->kind != Type::Option && t->kind != Type::Result)
        fail(p.loc, "RG0101", "downcast of `" + t->str() +
                                  "`: only Option and compare_exchange's "
                                  "Result are supported among enums");
      pr.kind = Projection::Downcast;
      StringRef v(mp.variant);
      // rustc's variant indices: None/Ok = 0, Some/Err = 1.
      pr.index = (v == "Some" || v == "Err" || v == "variant#1") ? 1 : 0;
      break;
    }
    case mir::Projection::OpaqueCast:
    case mir::Projection::Subtype:
      continue; // no effect on the value
    }
    pr.type = t;
    r.projs.push_back(pr);
  }
  r.type = t;
  return r;
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
    if (c.text.size() > 20 && c.bits == UINT64_MAX)
      fail(loc, "RG0102", "128-bit integer constants are not supported");
    return v;
  case mir::ConstVal::Float:
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
    if ((last == "None") && (pl.contains("Option") || p.segments.size() == 1)) {
      k.kind = Constant::Variant;
      k.text = "None";
      v.type = expected;
      if (!v.type || v.type->kind != Type::Option)
        fail(loc, "RG0102", "`None` constant without an Option type");
      return v;
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
    // a `const NAME: [T; N] = [..]` item (not folded by rustc)
    for (const mir::Item &it : mm.items)
      if (it.kind == mir::Item::Const && !it.value && it.body &&
          it.name.plain() == plain) {
        const Type *t = mapType(it.type, loc, "a const item");
        std::string why;
        auto eval = [&](const mir::ConstVal &e) {
          return constant(e, t && t->kind == Type::Array ? t->elem : nullptr,
                          loc)
              .constant;
        };
        const StaticDef *s = lowerConstArray(it, t, mod, eval, why);
        if (!s)
          fail(loc, "RG0102", why);
        k.kind = Constant::Named;
        k.text = s->name;
        v.type = t;
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
    // `{alloc3: &[u32; 16]}`: a reference to a `static` of this crate.
    const Type *rt = mapType(c.type, loc, "a static");
    std::string why;
    const StaticDef *s = lowerStatic(mm, c.text, rt, mod, why);
    if (!s)
      fail(loc, "RG0102", why);
    k.kind = Constant::Named;
    k.text = s->name;
    v.type = rt;
    return v;
  }
  default:
    fail(loc, "RG0102", "unsupported constant form",
         {"aggregate, reference and allocation constants are not supported on "
          "the device yet"});
  }
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
    } else if (k == "Transmute") {
      in.op = Opcode::Bitcast;
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
    const Type *elemHint = nullptr;
    if (destTy && (destTy->kind == Type::Array || destTy->kind == Type::Option))
      elemHint = destTy->elem;
    std::vector<Value> args;
    for (size_t i = 0; i < rv.operands.size(); ++i) {
      const Type *hint = elemHint;
      if (destTy && destTy->kind == Type::Tuple && i < destTy->elems.size())
        hint = destTy->elems[i];
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
      fail(loc, "RG0102", "closures are not supported on the device",
           {"write the closure body inline or as a separate function"});
    case mir::Rvalue::Adt: {
      StringRef last(rv.adt.last());
      if (last == "Some" && in.args.size() == 1) {
        in.op = Opcode::OptionSome;
        return;
      }
      if (rv.op == "unit" && StringRef(rv.adt.plain()).contains("Ordering::")) {
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
      if (last == "Range" && rv.fieldNames.size() == 2) {
        in.op = Opcode::RangeLit;
        if (rv.fieldNames[0] != "start")
          std::swap(in.args[0], in.args[1]);
        return;
      }
      if (const StructDef *sd = mod.findStruct(last.str())) {
        in.op = Opcode::StructLit;
        std::vector<Value> ordered(sd->fields.size());
        if (rv.fieldNames.size() != sd->fields.size())
          fail(loc, "RG0102", "struct `" + sd->name + "` literal must set every field");
        for (size_t i = 0; i < rv.fieldNames.size(); ++i) {
          size_t j = 0;
          while (j < sd->fields.size() && sd->fields[j].name != rv.fieldNames[i])
            ++j;
          if (j == sd->fields.size())
            fail(loc, "RG0102", "struct `" + sd->name + "` has no field `" +
                                    rv.fieldNames[i] + "`");
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

void FnBuilder::assign(const mir::Statement &s, Block &b) {
  Inst in;
  in.loc = s.loc;
  in.dest = place(s.place);
  rvalue(*s.rvalue, in, s.loc);
  b.insts.push_back(std::move(in));
}

//===-- terminators -------------------------------------------------------===//

void FnBuilder::call(const mir::Terminator &t, Block &b) {
  if (t.func.kind != mir::Operand::Const || t.func.value->kind != mir::ConstVal::Named)
    fail(t.loc, "RG0102", "indirect calls (through function pointers) are not "
                          "supported on the device");
  const mir::Path &p = t.func.value->path;
  Inst in;
  in.loc = t.loc;
  if (t.dest) {
    Place d = place(*t.dest);
    if (d.type->kind != Type::Unit && d.type->kind != Type::Never)
      in.dest = d;
  }
  const Type *destTy = in.dest ? in.dest->type : nullptr;
  std::vector<Value> args;
  for (const mir::Operand &o : t.args)
    args.push_back(value(o, args.empty() ? nullptr : args[0].type));
  auto next = [&] {
    if (t.target) {
      b.term.kind = Terminator::Br;
      b.term.target = *t.target;
    } else {
      b.term.kind = Terminator::Unreachable;
    }
    b.term.loc = t.loc;
  };
  auto uf = userFns.find(p.plain());
  if (uf != userFns.end()) {
    wanted.insert(uf->second);
    in.op = Opcode::Call;
    in.callee = p.plain();
    in.args = std::move(args);
    in.type = destTy;
    b.insts.push_back(std::move(in));
    next();
    return;
  }
  bool isFloat = !args.empty() && args[0].type->isFloat();
  CallTarget ct = lookupCall(p, isFloat);
  switch (ct.kind) {
  case CallTarget::Unknown:
    fail(t.func.loc, "RG0100", "unknown call `" + p.str() + "`",
         {"rsgpu-gen maps calls to the rsgpu crate, to core intrinsics and "
          "primitive methods (docs/generator/calls.md), and to functions "
          "defined in the same crate; it does not guess"});
  case CallTarget::Panic: {
    b.term.kind = Terminator::Panic;
    b.term.loc = t.loc;
    b.term.message = ct.name;
    if (!args.empty() && args[0].kind == Value::Const &&
        args[0].constant.kind == Constant::Str)
      b.term.message = args[0].constant.text;
    else
      b.term.args = std::move(args);
    return;
  }
  case CallTarget::Nop:
    next();
    return;
  case CallTarget::Identity:
    if (args.size() != 1)
      fail(t.loc, "RG0102", "`" + p.str() + "` expects one argument");
    if (in.dest) {
      in.op = Opcode::Copy;
      in.args = std::move(args);
      in.type = destTy;
      b.insts.push_back(std::move(in));
    }
    next();
    return;
  case CallTarget::Op: {
    in.op = ct.op;
    if (!args.empty() && args[0].type->isInteger() && args[0].type->isSigned) {
      if (in.op == Opcode::UDiv)
        in.op = Opcode::SDiv;
      if (in.op == Opcode::URem)
        in.op = Opcode::SRem;
    }
    in.args = std::move(args);
    in.type = destTy;
    b.insts.push_back(std::move(in));
    next();
    return;
  }
  case CallTarget::Intrinsic:
    in.op = Opcode::Intrinsic;
    in.call = ct.call;
    in.callee = ct.name;
    in.typeArgs = ct.typeArgs;
    in.args = std::move(args);
    in.type = destTy;
    b.insts.push_back(std::move(in));
    next();
    return;
  }
}

void FnBuilder::terminator(const mir::Terminator &t, Block &b) {
  Terminator &r = b.term;
  r.loc = t.loc;
  switch (t.kind) {
  case mir::Terminator::Goto:
  case mir::Terminator::FalseEdge:
  case mir::Terminator::FalseUnwind:
  case mir::Terminator::Drop:
    // Types the device supports have no destructors: a drop is a jump.
    r.kind = Terminator::Br;
    r.target = *t.target;
    return;
  case mir::Terminator::SwitchInt: {
    r.kind = Terminator::Switch;
    r.cond = value(t.discr);
    for (const mir::SwitchCase &c : t.cases)
      r.cases.push_back({c.negative ? (uint64_t)0 - c.value : c.value, c.target});
    r.target = *t.otherwise;
    return;
  }
  case mir::Terminator::Return:
    r.kind = Terminator::Return;
    return;
  case mir::Terminator::Unreachable:
    r.kind = Terminator::Unreachable;
    return;
  case mir::Terminator::Assert:
    r.kind = Terminator::Assert;
    r.cond = value(t.discr);
    r.expected = t.expected;
    r.message = t.msg;
    for (const mir::Operand &o : t.args)
      r.args.push_back(value(o));
    r.target = *t.target;
    return;
  case mir::Terminator::Call:
    call(t, b);
    return;
  case mir::Terminator::UnwindResume:
  case mir::Terminator::UnwindTerminate:
  case mir::Terminator::Abort:
    r.kind = Terminator::Panic;
    r.message = "abort";
    return;
  case mir::Terminator::InlineAsm:
    fail(t.loc, "RG0102", "inline assembly is not supported");
  case mir::Terminator::TailCall:
    fail(t.loc, "RG0102", "tail calls are not supported");
  case mir::Terminator::Yield:
  case mir::Terminator::CoroutineDrop:
    fail(t.loc, "RG0102", "coroutines are not supported on the device");
  }
}

//===-- functions ---------------------------------------------------------===//

void FnBuilder::nameLocals(const mir::Body &body) {
  std::map<unsigned, const mir::SourceScope *> scopes;
  for (const mir::SourceScope &s : body.scopes)
    scopes[s.id] = &s;
  auto inlined = [&](unsigned id) {
    for (int guard = 0; id != 0 && guard < 10000; ++guard) {
      auto it = scopes.find(id);
      if (it == scopes.end())
        return false;
      if (!it->second->inlined.empty())
        return true;
      id = it->second->parent;
    }
    return false;
  };
  for (int pass = 0; pass < 2; ++pass)
    for (const mir::VarDebugInfo &d : body.debugInfo) {
      if (d.composite || d.isConst || !d.place.projs.empty() ||
          d.place.local >= f.locals.size() || !f.locals[d.place.local].name.empty())
        continue;
      if (pass == 0 && inlined(d.scope))
        continue;
      f.locals[d.place.local].name = d.name;
    }
  std::map<std::string, int> count;
  for (const Local &l : f.locals)
    if (!l.name.empty())
      ++count[l.name];
  for (Local &l : f.locals)
    if (!l.name.empty() && count[l.name] > 1)
      l.name += "." + std::to_string(l.id);
}

std::optional<Function> FnBuilder::build() {
  const mir::Body &body = *item.body;
  f.name = item.name.str();
  f.loc = item.loc;
  try {
    f.returnType = mapType(item.type, item.loc, "the return type");
    unsigned maxId = body.locals.empty() ? 0 : body.locals.back().id;
    f.locals.resize(maxId + 1);
    for (const mir::LocalDecl &d : body.locals) {
      Local &l = f.locals[d.id];
      l.id = d.id;
      l.isArg = d.isArg;
      f.argCount += d.isArg;
      l.type = mapType(d.type, d.loc,
                       d.isArg ? "a parameter" : "the declaration of `_" +
                                                     std::to_string(d.id) + "`");
    }
    if (f.locals.empty() || !f.locals[0].type) {
      f.locals.resize(std::max<size_t>(f.locals.size(), 1));
      f.locals[0].type = f.returnType;
    }
    nameLocals(body);
    // Lower blocks reachable from bb0 without unwind edges.
    std::map<unsigned, const mir::BasicBlock *> byId;
    for (const mir::BasicBlock &bb : body.blocks)
      byId[bb.id] = &bb;
    std::vector<unsigned> work{0};
    std::set<unsigned> seen{0};
    std::map<unsigned, Block> out;
    while (!work.empty()) {
      unsigned id = work.back();
      work.pop_back();
      auto it = byId.find(id);
      if (it == byId.end())
        fail(item.loc, "RG0102", llvm::formatv("missing basic block bb{0}", id));
      const mir::BasicBlock &mb = *it->second;
      Block b;
      b.id = id;
      for (const mir::Statement &s : mb.stmts) {
        switch (s.kind) {
        case mir::Statement::Assign:
          assign(s, b);
          break;
        case mir::Statement::Assume: {
          Inst in;
          in.loc = s.loc;
          in.op = Opcode::Assume;
          in.args = {value(s.args[0])};
          b.insts.push_back(std::move(in));
          break;
        }
        case mir::Statement::SetDiscriminant:
        case mir::Statement::Deinit:
          fail(s.loc, "RG0102", "enum construction in place is not supported");
        case mir::Statement::CopyNonOverlapping:
          fail(s.loc, "RG0102", "copy_nonoverlapping is not supported");
        default:
          break; // storage markers, debug info, retags, fake reads: no effect
        }
      }
      terminator(mb.term, b);
      auto push = [&](unsigned s) {
        if (seen.insert(s).second)
          work.push_back(s);
      };
      switch (b.term.kind) {
      case Terminator::Br:
      case Terminator::Assert:
        push(b.term.target);
        break;
      case Terminator::Switch:
        for (auto &c : b.term.cases)
          push(c.second);
        push(b.term.target);
        break;
      default:
        break;
      }
      out[id] = std::move(b);
    }
    for (auto &[id, b] : out)
      f.blocks.push_back(std::move(b));
  } catch (Abort &) {
    return std::nullopt;
  }
  return std::move(f);
}

/// Recursion is rejected (RG0102): a device thread's stack is small and
/// fixed, and nvcc can only warn that it cannot bound it; the host emulator's
/// fibers have fixed stacks too. Reports the first call cycle found.
bool checkNoRecursion(const Module &mod,
                      const std::map<std::string, const mir::Item *> &userFns,
                      DiagEngine &diags) {
  std::map<std::string, const Function *> byName;
  for (const Function &f : mod.functions)
    byName.emplace(f.name, &f);
  auto target = [&](const std::string &callee) -> const Function * {
    auto u = userFns.find(callee);
    if (u == userFns.end())
      return nullptr;
    auto f = byName.find(u->second->name.str());
    return f == byName.end() ? nullptr : f->second;
  };
  std::map<const Function *, int> state; // 1: on the DFS path, 2: finished
  std::vector<const Function *> path;
  std::function<bool(const Function *)> visit = [&](const Function *f) {
    state[f] = 1;
    path.push_back(f);
    for (const Block &b : f->blocks)
      for (const Inst &in : b.insts) {
        if (in.op != Opcode::Call)
          continue;
        const Function *g = target(in.callee);
        if (!g || state[g] == 2)
          continue;
        if (state[g] == 1) {
          std::string cycle;
          auto it = std::find(path.begin(), path.end(), g);
          for (; it != path.end(); ++it)
            cycle += "`" + (*it)->name + "` -> ";
          cycle += "`" + g->name + "`";
          diags.error(in.loc, "RG0102",
                      "recursion is not supported on the device: " + cycle,
                      {"a GPU thread's stack is small and fixed; rewrite the "
                       "recursion as a loop"});
          return false;
        }
        if (!visit(g))
          return false;
      }
    path.pop_back();
    state[f] = 2;
    return true;
  };
  for (const Function &f : mod.functions)
    if (!state[&f] && !visit(&f))
      return false;
  return true;
}

} // namespace

std::optional<Module> rsgpu::ir::buildModule(const mir::Module &m,
                                             DiagEngine &diags,
                                             const BuildOptions &opts) {
  Module mod;
  std::vector<KernelDecl> kernels;
  if (!readDeclarations(m, mod, kernels, diags))
    return std::nullopt;
  TypeMapper tm(mod);
  std::map<std::string, const mir::Item *> userFns;
  for (const mir::Item &it : m.items)
    if (it.kind == mir::Item::Fn && !it.ctfe)
      userFns.emplace(it.name.plain(), &it);
  std::set<const mir::Item *> wanted, done;
  std::set<const mir::Item *> kernelFns;
  for (const KernelDecl &k : kernels) {
    wanted.insert(k.fn);
    kernelFns.insert(k.fn);
  }
  if (opts.allFunctions)
    for (auto &[n, it] : userFns)
      wanted.insert(it);
  bool ok = true;
  // Lower in file order; calls discovered while lowering add to `wanted`.
  bool progress = true;
  while (progress) {
    progress = false;
    for (const mir::Item &it : m.items) {
      if (!wanted.count(&it) || done.count(&it))
        continue;
      done.insert(&it);
      progress = true;
      FnBuilder fb(it, m, mod, tm, diags, userFns, wanted);
      std::optional<Function> f = fb.build();
      if (!f) {
        ok = false;
        continue;
      }
      f->isKernel = kernelFns.count(&it);
      if (f->isKernel && !checkKernelSignature(*f, diags))
        ok = false;
      mod.functions.push_back(std::move(*f));
    }
  }
  if (ok && !checkNoRecursion(mod, userFns, diags))
    ok = false;
  // Keep the output order stable: file order.
  std::map<std::string, size_t> order;
  for (size_t i = 0; i < m.items.size(); ++i)
    if (m.items[i].kind == mir::Item::Fn)
      order.emplace(m.items[i].name.str(), i);
  std::stable_sort(mod.functions.begin(), mod.functions.end(),
                   [&](const Function &a, const Function &b) {
                     return order[a.name] < order[b.name];
                   });
  if (!ok)
    return std::nullopt;
  return mod;
}
