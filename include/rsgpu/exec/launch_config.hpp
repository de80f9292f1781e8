#pragma once
// LaunchConfig: grid, block, cluster and dynamic shared memory of a launch,
// validated by launch() (zero sizes, > 1024 threads per block, too much shared
// memory -> Error::InvalidLaunchConfig).
//
//   auto cfg = rsgpu::LaunchConfig::for_elements(n, 256);   // 1-D cover of n
//   rsgpu::LaunchConfig cfg2{{64, 64}, {16, 16}};          // 2-D
#include <string>

#include "../core/dim3.hpp"
#include "../core/error.hpp"
#include "../core/check.hpp"

namespace rsgpu {

struct LaunchConfig {
  Dim3 grid{1, 1, 1};
  Dim3 block{1, 1, 1};
  std::size_t shared_bytes = 0; // dynamic shared memory per block
  Dim3 cluster{1, 1, 1};        // thread-block cluster (sm_90+)
  Check checks = Check::None;   // emulator checks for this launch
  /// Emulator only: non-zero runs the launch deterministically, its thread
  /// interleaving chosen by this seed (replay a failing schedule); 0 uses
  /// RSGPU_SEED when set, else the normal parallel scheduler.
  unsigned long long seed = 0;

  /// Enough blocks of `block_size` threads to give each of n elements a thread.
  static LaunchConfig for_elements(std::size_t n, unsigned block_size = 256) {
    LaunchConfig c;
    c.block = {block_size, 1, 1};
    std::size_t blocks = block_size ? (n + block_size - 1) / block_size : 0;
    c.grid = {unsigned(blocks ? blocks : 1), 1, 1};
    return c;
  }
};

namespace limits {
inline constexpr unsigned max_threads_per_block = 1024;
inline constexpr Dim3 max_block_dim{1024, 1024, 64};
inline constexpr Dim3 max_grid_dim{2147483647u, 65535, 65535};
inline constexpr std::size_t max_shared_bytes = 227 * 1024; // sm_90 opt-in max
inline constexpr unsigned max_portable_cluster = 8;
} // namespace limits

namespace detail {
inline std::string dim_str(Dim3 d) {
  return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " +
         std::to_string(d.z) + ")";
}

[[nodiscard]] inline Result<void> validate(const LaunchConfig &c) {
  auto bad = [](std::string m) {
    return err(ErrorKind::InvalidLaunchConfig, std::move(m));
  };
  if (c.grid.volume() == 0) return bad("grid has a zero dimension " + dim_str(c.grid));
  if (c.block.volume() == 0) return bad("block has a zero dimension " + dim_str(c.block));
  if (c.block.volume() > limits::max_threads_per_block)
    return bad("block " + dim_str(c.block) + " has " +
               std::to_string(c.block.volume()) +
               " threads; the limit is 1024");
  if (c.block.x > limits::max_block_dim.x || c.block.y > limits::max_block_dim.y ||
      c.block.z > limits::max_block_dim.z)
    return bad("block " + dim_str(c.block) + " exceeds (1024, 1024, 64)");
  if (c.grid.y > limits::max_grid_dim.y || c.grid.z > limits::max_grid_dim.z ||
      c.grid.x > limits::max_grid_dim.x)
    return bad("grid " + dim_str(c.grid) + " exceeds (2^31-1, 65535, 65535)");
  if (c.shared_bytes > limits::max_shared_bytes)
    return bad("dynamic shared memory of " + std::to_string(c.shared_bytes) +
               " bytes exceeds the per-block limit of " +
               std::to_string(limits::max_shared_bytes));
  if (c.cluster.volume() == 0) return bad("cluster has a zero dimension");
  if (c.cluster.volume() > limits::max_portable_cluster)
    return bad("cluster " + dim_str(c.cluster) + " has more than 8 blocks (the portable limit)");
  if (c.grid.x % c.cluster.x || c.grid.y % c.cluster.y || c.grid.z % c.cluster.z)
    return bad("cluster " + dim_str(c.cluster) + " does not divide grid " + dim_str(c.grid));
  return {};
}
} // namespace detail
} // namespace rsgpu
