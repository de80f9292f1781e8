//===- Statics.cpp - Rust statics read by kernels -------------------------===//
#include "ir/Statics.h"

#include "llvm/ADT/StringRef.h"

using namespace rsgpu::ir;
using llvm::StringRef;

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
