//===- Types.cpp - IR types, interning and repr(C) layout ------------------===//
#include "ir/IR.h"

using namespace rsgpu::ir;

std::string Type::str() const {
  switch (kind) {
  case Unit:
    return "()";
  case Bool:
    return "bool";
  case Int:
    if (isSize)
      return isSigned ? "isize" : "usize";
    return (isSigned ? "i" : "u") + std::to_string(bits);
  case Float:
    return "f" + std::to_string(bits);
  case Char:
    return "char";
  case Never:
    return "!";
  case Str:
    return "str";
  case Ref:
    return std::string(isMut ? "&mut " : "&") + elem->str();
  case Ptr:
    return std::string(isMut ? "*mut " : "*const ") + elem->str();
  case Slice:
    return "[" + elem->str() + "]";
  case Array:
    return "[" + elem->str() + "; " + std::to_string(len) + "]";
  case Tuple: { // a named one: core's NeverShortCircuit<T> (TypeMapper)
    std::string r = name + "(";
    for (size_t i = 0; i < elems.size(); ++i)
      r += (i ? ", " : "") + elems[i]->str();
    return r + (elems.size() == 1 ? ",)" : ")");
  }
  case Struct:
    return name;
  case Option: // ControlFlow<B, ()>: an Option<B> (TypeMapper)
    return (name.empty() ? "Option<" : name + "<") + elem->str() + ">";
  case Result:
    if (name == "ControlFlow" && elems.size() == 2)
      return "ControlFlow<" + elems[1]->str() + ", " + elems[0]->str() + ">";
    if (elems.size() == 2)
      return "Result<" + elems[0]->str() + ", " + elems[1]->str() + ">";
    return "Result<" + elem->str() + ", " + (name.empty() ? elem->str() : name) + ">";
  case Range:
    return "Range<" + elem->str() + ">";
  case Ordering:
    return "Ordering";
  case SharedArray:
    if (name == "atomic")
      return "SharedAtomics<" + elem->str() + ", " + std::to_string(len) + ">";
    if (cols)
      return "SharedArray<[" + elem->str() + "; " + std::to_string(cols) +
             "], " + std::to_string(len / cols) + ">";
    return "SharedArray<" + elem->str() + ", " + std::to_string(len) + ">";
  case Atomic:
    return "Atomic<" + elem->str() + ", " + name + ">";
  case Iter:
    if (name == "array::IntoIter")
      return name + "<" + elem->str() + ", " + std::to_string(len) + ">";
    if (!elems.empty()) { // Zip, Map, ... (2); Scan (3: its state too)
      std::string r = name + "<";
      for (size_t i = 0; i < elems.size(); ++i)
        r += (i ? ", " : "") + elems[i]->str();
      return r + ">";
    }
    return name + "<" + elem->str() + ">";
  }
  return "?";
}

const Type *TypeContext::get(const Type &proto) {
  std::string key = proto.str();
  auto &slot = interned[key];
  if (!slot)
    slot = std::make_unique<Type>(proto);
  return slot.get();
}

bool rsgpu::ir::takesBytes(const Type *t) {
  if (!t)
    return false;
  switch (t->kind) {
  case Type::Bool:
  case Type::Int:
  case Type::Float:
  case Type::Char:
  case Type::Ref:
  case Type::Ptr:
  case Type::Option: // a discriminant at least
  case Type::Atomic:
    return true;
  case Type::Struct:
    return t->sized;
  case Type::Array:
    return t->len > 0 && takesBytes(t->elem);
  case Type::Tuple:
    for (const Type *e : t->elems)
      if (takesBytes(e))
        return true;
    return false;
  default:
    return false;
  }
}

void TypeContext::markSizedStructs(const std::vector<StructDef> &structs) {
  // A fixpoint from "no struct takes bytes": a struct does once one of its
  // fields does (a struct containing itself never gets there: no layout).
  for (bool changed = true; changed;) {
    changed = false;
    for (auto &[key, t] : interned)
      if (t->kind == Type::Struct && !t->sized)
        for (const StructDef &sd : structs)
          if (sd.name == t->name && !sd.closure && sd.coreFn.empty())
            for (const Field &f : sd.fields)
              if (!t->sized && takesBytes(f.type))
                t->sized = changed = true;
  }
}

const Type *TypeContext::boolean() {
  Type t;
  t.kind = Type::Bool;
  return get(t);
}

const Type *TypeContext::integer(unsigned bits, bool isSigned, bool isSize) {
  Type t;
  t.kind = Type::Int;
  t.bits = bits;
  t.isSigned = isSigned;
  t.isSize = isSize;
  return get(t);
}

const Type *TypeContext::floating(unsigned bits) {
  Type t;
  t.kind = Type::Float;
  t.bits = bits;
  return get(t);
}

const Type *TypeContext::tuple(std::vector<const Type *> elems) {
  Type t;
  t.kind = Type::Tuple;
  t.elems = std::move(elems);
  return get(t);
}

std::optional<std::pair<uint64_t, uint64_t>>
rsgpu::ir::layoutOf(const Type *t, const std::vector<StructDef> &structs) {
  switch (t->kind) {
  case Type::Bool:
    return std::pair<uint64_t, uint64_t>{1, 1};
  case Type::Char:
    return std::pair<uint64_t, uint64_t>{4, 4};
  case Type::Int:
  case Type::Float:
    return std::pair<uint64_t, uint64_t>{t->bits / 8, t->bits / 8};
  case Type::Atomic:
    return layoutOf(t->elem, structs);
  case Type::Array: {
    auto e = layoutOf(t->elem, structs);
    if (!e)
      return std::nullopt;
    return std::pair<uint64_t, uint64_t>{e->first * t->len, e->second};
  }
  case Type::Struct:
    for (const StructDef &s : structs)
      if (s.name == t->name && s.size)
        return std::pair<uint64_t, uint64_t>{s.size, s.align};
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

const StructDef *Module::findStruct(const std::string &name) const {
  for (const StructDef &s : structs)
    if (s.name == name)
      return &s;
  return nullptr;
}

const Block *Function::block(unsigned id) const {
  for (const Block &b : blocks)
    if (b.id == id)
      return &b;
  return nullptr;
}

const char *rsgpu::ir::opcodeName(Opcode op) {
  switch (op) {
#define N(X, S)                                                                \
  case Opcode::X:                                                              \
    return S;
    N(Copy, "copy") N(AddWrap, "add.wrap") N(SubWrap, "sub.wrap")
    N(MulWrap, "mul.wrap") N(AddUnchecked, "add.unchecked")
    N(SubUnchecked, "sub.unchecked") N(MulUnchecked, "mul.unchecked")
    N(AddOverflow, "add.overflow") N(SubOverflow, "sub.overflow")
    N(MulOverflow, "mul.overflow") N(AddFlagged, "add.flagged")
    N(SubFlagged, "sub.flagged") N(MulFlagged, "mul.flagged") N(SDiv, "sdiv") N(UDiv, "udiv")
    N(SRem, "srem") N(URem, "urem") N(And, "and") N(Or, "or") N(Xor, "xor")
    N(Shl, "shl") N(LShr, "lshr") N(AShr, "ashr")
    N(ShlUnchecked, "shl.unchecked") N(LShrUnchecked, "lshr.unchecked")
    N(AShrUnchecked, "ashr.unchecked") N(FAdd, "fadd") N(FSub, "fsub")
    N(FMul, "fmul") N(FDiv, "fdiv") N(FRem, "frem") N(FNeg, "fneg")
    N(Eq, "eq") N(Ne, "ne") N(Lt, "lt") N(Le, "le") N(Gt, "gt") N(Ge, "ge")
    N(Cmp3, "cmp3") N(Neg, "neg") N(Not, "not") N(IntMin, "min")
    N(IntMax, "max") N(FMin, "fmin") N(FMax, "fmax") N(ZExt, "zext")
    N(SExt, "sext") N(Trunc, "trunc") N(Retype, "retype")
    N(FpToSiSat, "fptosi.sat") N(FpToUiSat, "fptoui.sat") N(SiToFp, "sitofp")
    N(UiToFp, "uitofp") N(FpExt, "fpext") N(FpTrunc, "fptrunc")
    N(Bitcast, "bitcast") N(PtrCast, "ptrcast") N(Unsize, "unsize")
    N(Len, "len") N(Ref, "ref") N(RefMut, "ref.mut") N(AddrOf, "addr_of")
    N(AddrOfMut, "addr_of.mut") N(PtrOffset, "ptr.offset")
    N(PtrFromParts, "ptr.from_parts") N(Discriminant, "discriminant")
    N(Tuple, "tuple") N(Array, "array") N(Repeat, "repeat")
    N(StructLit, "struct") N(OptionSome, "option.some")
    N(OptionNone, "option.none") N(RangeLit, "range") N(SizeOf, "size_of")
    N(AlignOf, "align_of") N(UbChecks, "ub_checks") N(Assume, "assume")
    N(Intrinsic, "call") N(Call, "call")
#undef N
  }
  return "?";
}
