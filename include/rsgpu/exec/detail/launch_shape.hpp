#pragma once
// The one launch-shape protocol (S5, S6, S8, S9). A launch's grid and block
// must fit what the kernel was compiled and proven for. Three rules, checked
// on the host in this order before anything is enqueued:
//   1. the thread handle's dimensions: a kernel taking Thread1D/Thread2D
//      needs a 1-D (1-D or 2-D) launch whose ids do not wrap
//      (detail::launch_fits<D>, exec/thread.hpp);
//   2. a ShapedThread kernel's block shape (exec/shaped_thread.hpp);
//   3. the kernel's declared launch requirement: a generated kernel's
//      rsgpu_launch_requirement (what rsgpu-gen's proofs assume), or for a
//      loaded kernel the manifest's `require` lines (jit/requirement.hpp),
//      which are the same tests.
// Breaking one is Error::InvalidLaunchConfig, worded by shape_error(): why,
// then the launch's grid and block. rsgpu::launch checks 1-2 before the
// borrows and 3 on the device views (a requirement may read lengths);
// jit::launch checks 1 and 3 from the manifest. Entry points no host check
// reaches (rsgpu::jit::call, the rdc entry) test 1 and 3 on the device and
// panic with the same words.
#include <string>
#include <string_view>

#include "../../core/error.hpp"
#include "../launch_config.hpp"
#include "../shaped_thread.hpp"
#include "../thread.hpp"

namespace rsgpu::detail {

/// The error of a launch that breaks a shape rule: `why` (the rule, in the
/// kernel's terms), then the launch's grid and block.
inline auto shape_error(std::string_view why, const LaunchConfig &config) {
  return err(ErrorKind::InvalidLaunchConfig,
             std::string(why) + ": grid " + dim_str(config.grid) + ", block " +
                 dim_str(config.block));
}

/// Rule 1 for a kernel that uses D dimensions (3: no rule).
inline const char *thread_dims_rule(int dims, Dim3 grid, Dim3 block) {
  if (dims == 1 && !launch_fits<1>(grid, block))
    return "the kernel takes Thread1D: grid and block must be 1-D with fewer "
           "than 2^32 threads";
  if (dims == 2 && !launch_fits<2>(grid, block))
    return "the kernel takes Thread2D: grid and block must be 1-D or 2-D "
           "with fewer than 2^32 threads per dimension";
  return nullptr;
}

/// Rule 2: the message for a launch that does not fit K's ShapedThread, or
/// "" (it fits, or K takes none).
template <class K> std::string shaped_thread_rule(Dim3 grid, Dim3 block) {
  using S = kernel_shape_t<K>;
  if constexpr (is_shaped_thread<S>::value) {
    if (!shape_mismatch<K>(grid, block))
      return {};
    auto n = [](unsigned v) { return std::to_string(v); };
    return "the kernel takes a ShapedThread of " + n(S::block_x) + " x " +
           n(S::block_y) + " threads per block: LaunchConfig::block must be " +
           n(S::block_x) + " x " + n(S::block_y) + " x 1 and the grid " +
           (S::dims == 1 ? "1-D" : "1-D or 2-D");
  } else {
    (void)grid, (void)block;
    return {};
  }
}

/// Rules 1 and 2 for kernel K called with device views `Views`: what its
/// type alone decides.
template <class K, class... Views>
Result<void> check_kernel_shape(const LaunchConfig &config) {
  if (const char *m = thread_dims_rule(kernel_dims<K, Views...>, config.grid,
                                       config.block))
    return shape_error(m, config);
  if (std::string m = shaped_thread_rule<K>(config.grid, config.block);
      !m.empty())
    return shape_error(m, config);
  return {};
}

/// Rule 3 for kernel K: its rsgpu_launch_requirement over the device views.
template <class K, class... Views>
Result<void> check_declared_requirement(const LaunchConfig &config,
                                        const Views &...views) {
  if (const char *m = launch_requirement_mismatch<K>(config.grid,
                                                     config.block, views...))
    return shape_error(m, config);
  return {};
}

} // namespace rsgpu::detail
