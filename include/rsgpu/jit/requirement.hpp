#pragma once
// A loaded kernel's launch requirement, checked on the host: the manifest's
// `require` lines (manifest.hpp) are the generated kernel's
// rsgpu_launch_requirement, test for test, evaluated with the same
// rsgpu::rust:: functions over the launch's shape and device views.
// jit::launch calls check_requirement before anything is enqueued, so a
// launch its proofs do not cover is Error::InvalidLaunchConfig with the
// message rsgpu::launch gives, and the kernel never runs. Host code, any
// backend (the check needs no GPU).
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "../core/error.hpp"
#include "../exec/detail/launch_shape.hpp"
#include "../exec/launch_config.hpp"
#include "../rust/ops.hpp"
#include "manifest.hpp"

namespace rsgpu::jit {
namespace detail {
/// What a `$I` operand reads of a device view: a slice's (or atomic
/// slice's) length, an integer's value; nothing for anything else.
template <class V, class = void> struct has_len : std::false_type {};
template <class V>
struct has_len<V, std::void_t<decltype(std::declval<const V &>().len())>>
    : std::true_type {};
template <class V>
std::optional<unsigned long long> requirement_value(const V &v) {
  if constexpr (std::is_integral_v<V> || std::is_enum_v<V>)
    return static_cast<unsigned long long>(v);
  else if constexpr (has_len<V>::value)
    return static_cast<unsigned long long>(v.len());
  else
    return ((void)v, std::nullopt);
}

/// The first check of `k`'s requirement that the launch (grid, block,
/// argument values) fails: the check; nullptr when every check holds.
/// `bad_operand` is set when a check reads an argument without a value.
inline const RequirementCheck *
requirement_mismatch(const KernelInfo &k, Dim3 grid, Dim3 block,
                     const std::vector<std::optional<unsigned long long>> &args,
                     std::string *bad_operand = nullptr) {
  using T = RequirementCheck::Test;
  using K = RequirementCheck::Operand::Kind;
  for (const RequirementCheck &c : k.requirement) {
    bool missing = false;
    auto num = [&](std::size_t i) -> unsigned long long {
      if (i >= c.operands.size())
        return 0; // fits_2d's optional operands: rsgpu::rust's defaults
      const auto &o = c.operands[i];
      if (o.kind == K::Const)
        return o.value;
      if (o.kind == K::Arg && o.value < args.size() && args[o.value])
        return *args[o.value];
      missing = true;
      return 0;
    };
    bool ok = true;
    switch (c.test) {
    case T::thread_dims:
      ok = num(0) == 1 ? rsgpu::detail::launch_fits<1>(grid, block)
                       : rsgpu::detail::launch_fits<2>(grid, block);
      break;
    case T::fits_block_1d: ok = rsgpu::rust::fits_block_1d(block); break;
    case T::fits_tile_columns:
      ok = rsgpu::rust::fits_tile_columns(block, num(1));
      break;
    case T::fits_1d: ok = rsgpu::rust::fits_1d(grid, block); break;
    case T::fits_single_block: ok = rsgpu::rust::fits_single_block(grid); break;
    case T::fits_block_at_most:
      ok = rsgpu::rust::fits_block_at_most(grid, block, num(2));
      break;
    case T::fits_whole_warps: ok = rsgpu::rust::fits_whole_warps(block); break;
    case T::fits_nonempty: ok = num(0) != 0; break;
    case T::fits_2d:
      ok = c.operands.size() >= 6
               ? rsgpu::rust::fits_2d(grid, block, num(2), num(3), num(4),
                                      static_cast<unsigned>(num(5)), num(6))
               : rsgpu::rust::fits_2d(grid, block, num(2), num(3), num(4));
      break;
    case T::fits_3d:
      ok = rsgpu::rust::fits_3d(grid, block, num(2), num(3),
                                static_cast<unsigned>(num(4)));
      break;
    case T::fits_block_2d:
      ok = rsgpu::rust::fits_block_2d(block, num(1), num(2));
      break;
    case T::ge: ok = num(0) >= num(1); break;
    case T::gt: ok = num(0) > num(1); break;
    }
    if (missing) { // a manifest that does not match the kernel's arguments
      if (bad_operand)
        *bad_operand = "kernel `" + k.name +
                       "`: a launch-requirement check reads an argument "
                       "that is neither a slice nor an integer";
      return &c;
    }
    if (!ok)
      return &c;
  }
  return nullptr;
}
} // namespace detail

/// Error::InvalidLaunchConfig, worded as rsgpu::launch words it, when the
/// launch does not fit `k`'s requirement; `views` are the device arguments
/// (what the kernel receives).
template <class... Views>
[[nodiscard]] Result<void> check_launch_requirement(const KernelInfo &k,
                                             const LaunchConfig &config,
                                             const Views &...views) {
  std::vector<std::optional<unsigned long long>> args = {
      detail::requirement_value(views)...};
  std::string bad;
  const RequirementCheck *c =
      detail::requirement_mismatch(k, config.grid, config.block, args, &bad);
  if (!bad.empty())
    return err(ErrorKind::InvalidArgument, "jit::launch: " + bad);
  if (!c)
    return {};
  return rsgpu::detail::shape_error(c->message, config); // as launch() says it
}
} // namespace rsgpu::jit
