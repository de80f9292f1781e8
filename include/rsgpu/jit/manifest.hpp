#pragma once
// The manifest `rsgpu-gen build --mode jit|aot` writes next to STEM.kernels.cu:
//
//   rsgpu-manifest 1
//   source saxpy.kernels.cu
//   kernel saxpy rsgpu_kernel_saxpy float|rsgpu::Slice<const
//   float>|rsgpu::SliceMut<float>
//
// Each kernel: its Rust name, the C-linkage entry symbol and the C++ types of
// its parameters, which jit::launch checks the host arguments against (the
// loaded image carries no types). Host code only, any backend.
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "../core/error.hpp"
#include "../detail/type_name.hpp"

namespace rsgpu::jit {

struct KernelInfo {
  std::string name, symbol;
  std::vector<std::string> params;
};

struct Manifest {
  std::string source; ///< the kernel file, relative to the manifest
  std::vector<KernelInfo> kernels;

  // User-provided: see Compiled (compile.hpp).
  Manifest() {}
  Manifest(const Manifest &) = default;
  Manifest(Manifest &&o) noexcept
      : source(std::move(o.source)), kernels(std::move(o.kernels)) {}
  ~Manifest() {}

  [[nodiscard]] static Result<Manifest> parse(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string line;
    if (!std::getline(in, line) || line != "rsgpu-manifest 1")
      return err(
          ErrorKind::InvalidArgument,
          "not an rsgpu manifest (first line must be `rsgpu-manifest 1`)");
    Manifest m;
    for (int n = 2; std::getline(in, line); ++n) {
      std::istringstream ls(line);
      std::string word, types;
      ls >> word;
      if (word == "source") {
        ls >> m.source;
      } else if (word == "kernel") {
        KernelInfo k;
        ls >> k.name >> k.symbol;
        std::getline(ls >> std::ws, types);
        for (std::size_t b = 0; !types.empty() && b <= types.size();) {
          std::size_t e = types.find('|', b);
          if (e == std::string::npos)
            e = types.size();
          k.params.push_back(types.substr(b, e - b));
          b = e + 1;
        }
        if (k.symbol.empty())
          return err(ErrorKind::InvalidArgument,
                     "manifest line " + std::to_string(n) +
                         ": `kernel NAME SYMBOL TYPES`");
        m.kernels.push_back(std::move(k));
      } else if (!word.empty()) {
        return err(ErrorKind::InvalidArgument,
                   "manifest line " + std::to_string(n) + ": unknown entry `" +
                       word + "`");
      }
    }
    return m;
  }
  const KernelInfo *find(std::string_view name) const {
    for (auto &k : kernels)
      if (k.name == name)
        return &k;
    return nullptr;
  }
};

namespace detail {
/// The spelling GCC/Clang give a type (type_name), for the fixed-width aliases
/// the generator writes (std::uint32_t -> unsigned int), without spaces.
inline std::string canonical_type(std::string t) {
  static const std::pair<const char *, const char *> aliases[] = {
      {"std::int8_t", "signed char"},
      {"std::uint8_t", "unsigned char"},
      {"std::int16_t", "short int"},
      {"std::uint16_t", "short unsigned int"},
      {"std::int32_t", "int"},
      {"std::uint32_t", "unsigned int"},
      {"std::int64_t", "long int"},
      {"std::uint64_t", "long unsigned int"},
      {"std::size_t", "long unsigned int"},
      {"std::ptrdiff_t", "long int"}};
  for (auto [from, to] : aliases)
    for (std::size_t p; (p = t.find(from)) != std::string::npos;)
      t.replace(p, std::string_view(from).size(), to);
  std::string out;
  for (char c : t)
    if (c != ' ')
      out += c;
  return out;
}

/// Empty when the device argument types `Views...` are the kernel's
/// parameters; otherwise what differs.
template <class... Views> std::string signature_mismatch(const KernelInfo &k) {
  std::vector<std::string> have = {rsgpu::detail::type_name<Views>()...};
  if (have.size() != k.params.size())
    return "kernel `" + k.name + "` takes " + std::to_string(k.params.size()) +
           " arguments, " + std::to_string(have.size()) + " given";
  for (std::size_t i = 0; i < have.size(); ++i)
    if (canonical_type(have[i]) != canonical_type(k.params[i]))
      return "kernel `" + k.name + "` argument " + std::to_string(i) +
             ": expects " + k.params[i] + ", given " + have[i];
  return {};
}
} // namespace detail
} // namespace rsgpu::jit
