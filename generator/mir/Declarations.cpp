//===- Declarations.cpp - kernel! and gpu_struct! markers -----------------===//
//
// MIR carries no attributes, so the rsgpu crate's `kernel!` and
// `gpu_struct!` macros leave string constants in the dump:
//   const _: &str = const "rsgpu::kernel saxpy";
//   const _: &str = const "rsgpu::struct Particle { pos: [f32; 3]; mass: f32;
//   }";
// This reads them: kernel names with their functions, struct names with
// their fields' MIR types. Mapping the types and laying the structs out is
// the IR's (ir/Kernels.cpp).
//
//===----------------------------------------------------------------------===//
#include "mir/Parser.h"

#include "llvm/ADT/StringRef.h"
#include <unordered_map>

using namespace rsgpu;
using namespace rsgpu::mir;
using llvm::SMLoc;
using llvm::StringRef;

static constexpr StringRef kKernel = "rsgpu::kernel ";
static constexpr StringRef kStruct = "rsgpu::struct ";

static bool isIdent(StringRef s) {
  if (s.empty() || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return false;
  for (char c : s)
    if (!(isalnum((unsigned char)c) || c == '_'))
      return false;
  return true;
}

namespace {
struct PendingStruct {
  std::string name;
  SMLoc loc;
  const char *body = nullptr; ///< points into the source buffer
  StringRef text;
};
} // namespace

/// Parses `Name { f: T; g: U; }` into `def`.
static bool parseStruct(const PendingStruct &ps, StructDecl &def,
                        DiagEngine &diags) {
  StringRef body = ps.text;
  auto at = [&](StringRef piece) {
    return SMLoc::getFromPointer(ps.body + (piece.data() - ps.text.data()));
  };
  def.name = ps.name;
  def.loc = ps.loc;
  StringRef fields = body.substr(body.find('{') + 1);
  fields = fields.substr(0, fields.rfind('}'));
  while (!fields.trim().empty()) {
    size_t cut = 0;
    for (int depth = 0; cut < fields.size(); ++cut) {
      char c = fields[cut];
      depth += (c == '[' || c == '(' || c == '<') -
               (c == ']' || c == ')' || c == '>');
      if (c == ';' && depth == 0)
        break;
    }
    StringRef one = fields.take_front(cut);
    fields = fields.drop_front(std::min(cut + 1, fields.size()));
    if (one.trim().empty())
      continue;
    auto [fname, ftype] = one.split(':');
    fname = fname.trim();
    ftype = ftype.trim();
    if (!isIdent(fname) || ftype.empty()) {
      diags.error(at(one.ltrim()), "RG0104",
                  "malformed field `" + one.trim() + "` in struct `" + ps.name +
                      "`",
                  {"expected `name: type;`"});
      return false;
    }
    const char *tb = ps.body + (ftype.data() - ps.text.data());
    TypeP mt = parseTypeText(0, tb, tb + ftype.size(), diags);
    if (!mt)
      return false;
    def.fields.push_back({fname.str(), std::move(mt), at(ftype)});
  }
  return true;
}

std::optional<Declarations> rsgpu::mir::parseDeclarations(const Module &m,
                                                          DiagEngine &diags) {
  Declarations out;
  std::vector<PendingStruct> pending;
  bool ok = true;
  std::unordered_map<std::string, const Item *> fnByName;
  for (const Item &f : m.items)
    if (f.kind == Item::Fn && !f.ctfe && !f.name.qself)
      fnByName[f.name.last()] = &f;
  for (const Item &it : m.items) {
    if (it.kind != Item::Const || !it.value || it.value->kind != ConstVal::Str)
      continue;
    StringRef s(it.value->text);
    const char *strStart = it.value->loc.getPointer() + 1; // after the quote
    if (s.starts_with(kKernel)) {
      StringRef name = s.drop_front(kKernel.size()).trim();
      SMLoc loc = SMLoc::getFromPointer(strStart + kKernel.size());
      if (!isIdent(name)) {
        diags.error(loc, "RG0103", "malformed kernel marker `" + s + "`",
                    {"expected `rsgpu::kernel NAME` (use rsgpu::kernel!)"});
        ok = false;
        continue;
      }
      bool dup = false;
      for (const KernelDecl &k : out.kernels)
        dup |= k.name == name;
      if (dup) {
        diags.error(loc, "RG0107", "kernel `" + name + "` is declared twice");
        ok = false;
        continue;
      }
      KernelDecl k{name.str(), loc, nullptr};
      auto fit = fnByName.find(name.str());
      if (fit != fnByName.end())
        k.fn = fit->second;
      if (!k.fn) {
        diags.error(loc, "RG0103",
                    "kernel `" + name + "` has no function in this MIR",
                    {"the kernel must be a `pub fn` of the crate so that rustc "
                     "emits its MIR"});
        ok = false;
        continue;
      }
      out.kernels.push_back(k);
    } else if (s.starts_with(kStruct)) {
      StringRef rest = s.drop_front(kStruct.size());
      StringRef name =
          rest.take_until([](char c) { return c == ' ' || c == '{'; });
      SMLoc loc = SMLoc::getFromPointer(strStart + kStruct.size());
      if (!isIdent(name) || !rest.contains('{') ||
          !rest.trim().ends_with("}") || s.contains('\\')) {
        diags.error(loc, "RG0104", "malformed struct declaration `" + s + "`",
                    {"expected `rsgpu::struct NAME { field: type; ... }` "
                     "(use rsgpu::gpu_struct!)"});
        ok = false;
        continue;
      }
      bool dup = false;
      for (const PendingStruct &p : pending)
        dup |= p.name == name;
      if (dup) {
        diags.error(loc, "RG0104", "struct `" + name + "` is declared twice");
        ok = false;
        continue;
      }
      pending.push_back({name.str(), loc, strStart + kStruct.size(), rest});
    }
  }
  if (!ok)
    return std::nullopt;
  out.structs.resize(pending.size());
  for (size_t i = 0; i < pending.size(); ++i)
    if (!parseStruct(pending[i], out.structs[i], diags))
      return std::nullopt;
  return out;
}
