//===- Statics.cpp - Rust statics read by kernels -------------------------===//
#include "ir/Statics.h"

#include "llvm/ADT/StringRef.h"

#include <cstdlib>
#include <cstring>

using namespace rsgpu::ir;
using llvm::StringRef;

std::string rsgpu::ir::staticAlloc(const mir::Module &m,
                                   const std::string &name) {
  for (const mir::Item &it : m.items) {
    if (it.kind != mir::Item::Alloc)
      continue;
    StringRef header(it.alloc.header);
    size_t at = header.find("static: ");
    if (at == StringRef::npos)
      continue;
    StringRef owner = header.drop_front(at + 8).split(',').first.trim();
    StringRef last = owner.rsplit("::").second;
    if ((last.empty() ? owner : last) == name)
      return it.alloc.name;
  }
  return "";
}

const StaticDef *rsgpu::ir::lowerStatic(const mir::Module &m,
                                        const std::string &alloc,
                                        const Type *refType, Module &mod,
                                        std::string &why) {
  const mir::Item *a = nullptr;
  for (const mir::Item &it : m.items)
    if (it.kind == mir::Item::Alloc && it.alloc.name == alloc)
      a = &it;
  StringRef header = a ? StringRef(a->alloc.header) : StringRef();
  size_t at = header.find("static: ");
  if (!a || at == StringRef::npos) {
    why = "the constant allocation `" + alloc +
          "` (a reference to a constant aggregate or string) is not supported "
          "on the device; a `static` item is";
    return nullptr;
  }
  std::string name = header.drop_front(at + 8)
                         .split(',')
                         .first.trim()
                         .rsplit("::")
                         .second.str();
  if (name.empty())
    name = header.drop_front(at + 8).split(',').first.trim().str();
  for (const StaticDef &s : mod.statics)
    if (s.name == name)
      return &s;
  for (const mir::Item &it : m.items)
    if (it.kind == mir::Item::Static && it.isMut && it.name.last() == name) {
      why = "`static mut " + name +
            "` is not supported on the device: every thread would share it "
            "without synchronisation (use an atomic or a kernel parameter)";
      return nullptr;
    }
  const Type *t =
      refType && refType->kind == Type::Ref ? refType->elem : nullptr;
  const Type *elem = t && t->kind == Type::Array ? t->elem : t;
  uint64_t len = t && t->kind == Type::Array ? t->len : 1;
  if (!elem || !(elem->kind == Type::Int || elem->kind == Type::Float ||
                 elem->kind == Type::Bool)) {
    why = "the static `" + name + "` of type `" + (t ? t->str() : "?") +
          "`: only statics of a scalar or an array of scalars are supported";
    return nullptr;
  }
  unsigned size = elem->kind == Type::Bool ? 1 : elem->bits / 8;
  const std::vector<uint16_t> &bytes = a->alloc.bytes;
  if (bytes.size() != size * len) {
    why = "the allocation of static `" + name + "` has " +
          std::to_string(bytes.size()) + " bytes, expected " +
          std::to_string(size * len);
    return nullptr;
  }
  StaticDef s;
  s.name = name;
  s.loc = a->loc;
  s.type = t;
  s.elem = elem;
  for (uint64_t i = 0; i < len; ++i) {
    uint64_t v = 0;
    for (unsigned b = 0; b < size; ++b) {
      uint16_t byte = bytes[i * size + b];
      if (byte > 0xFF) {
        why = "the static `" + name +
              "` holds uninitialised bytes or pointers, which have no "
              "device value";
        return nullptr;
      }
      v |= uint64_t(byte) << (8 * b); // rustc's targets: little-endian
    }
    s.values.push_back(v);
  }
  mod.statics.push_back(std::move(s));
  return &mod.statics.back();
}

const StaticDef *rsgpu::ir::lowerConstArray(
    const mir::Item &item, const Type *type, Module &mod,
    const std::function<Constant(const mir::ConstVal &)> &eval,
    std::string &why) {
  std::string name = item.name.last();
  for (const StaticDef &s : mod.statics)
    if (s.name == name)
      return &s;
  why = "the `const " + name +
        "` item: only arrays of integer or float literals are supported";
  const Type *elem = type && type->kind == Type::Array ? type->elem : nullptr;
  if (!elem || !(elem->kind == Type::Int || elem->kind == Type::Float) ||
      !item.body || item.body->blocks.size() != 1)
    return nullptr;
  const mir::Rvalue *agg = nullptr;
  for (const mir::Statement &st : item.body->blocks[0].stmts)
    if (st.kind == mir::Statement::Assign && st.place.local == 0 &&
        st.place.projs.empty() && st.rvalue &&
        st.rvalue->kind == mir::Rvalue::Aggregate &&
        st.rvalue->agg == mir::Rvalue::Array)
      agg = st.rvalue.get();
  if (!agg || agg->operands.size() != type->len)
    return nullptr;
  StaticDef s;
  s.name = name;
  s.loc = item.loc;
  s.type = type;
  s.elem = elem;
  s.isConst = true;
  for (const mir::Operand &o : agg->operands) {
    if (o.kind != mir::Operand::Const || !o.value)
      return nullptr;
    Constant c = eval(*o.value);
    if (elem->kind == Type::Int && c.kind == Constant::Int) {
      uint64_t v = c.negative ? ~c.bits + 1 : c.bits;
      if (elem->bits < 64)
        v &= (uint64_t(1) << elem->bits) - 1;
      s.values.push_back(v);
    } else if (elem->kind == Type::Float && c.kind == Constant::Float) {
      // 1.5f32, -Inf_f32 (never NaN_f32: `eval` refuses a NaN literal,
      // whose sign and payload the MIR does not print: BuildValues.cpp)
      std::string t = c.text;
      for (const char *suf : {"_f32", "_f64", "f32", "f64"})
        if (StringRef(t).ends_with(suf)) {
          t.resize(t.size() - strlen(suf));
          break;
        }
      std::string digits;
      for (char ch : t)
        if (ch != '_')
          digits += ch;
      double d = std::strtod(digits.c_str(), nullptr);
      uint64_t v = 0;
      if (elem->bits == 32) {
        float f = float(d);
        uint32_t u;
        std::memcpy(&u, &f, 4);
        v = u;
      } else {
        std::memcpy(&v, &d, 8);
      }
      s.values.push_back(v);
    } else {
      return nullptr;
    }
  }
  mod.statics.push_back(std::move(s));
  return &mod.statics.back();
}
