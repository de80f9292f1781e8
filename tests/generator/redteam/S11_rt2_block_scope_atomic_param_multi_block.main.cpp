// Driver of S11_rt2_block_scope_atomic_param_multi_block.rs on the emulator.
// The `&Atomic<u32, Block>` parameter is lent as
// `rsgpu::atomic<rsgpu::scope::Block>(borrow)` (docs/device/atomic.md: the
// scope is the view's template argument; the stub names
// `BorrowAtomic<std::uint32_t, rsgpu::scope::Block>`).
#include "block_scope_atomic_param_multi_block.hpp"

#include <cstdint>
#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1};
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  std::vector<std::uint32_t> xs(256, 1u);
  auto x = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, xs);
  auto total = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 1);
  if (!x || !total) return fail("buffers");
  // twin: one block, block scope covers every thread: total 64
  auto r = launch_block_scope_atomic_param_multi_block(
      *s, cfg, x->borrow(), rsgpu::atomic<rsgpu::scope::Block>(total->borrow_mut()));
  if (!r) return fail("twin launch", &r.error());
  auto v = total->to_vec();
  if (!v) return fail("twin run", &v.error());
  if ((*v)[0] != 64u) return fail("twin total");
  // misuse: four blocks update the one word with block-scope atomics
  cfg.grid = {4};
  r = launch_block_scope_atomic_param_multi_block(
      *s, cfg, x->borrow(), rsgpu::atomic<rsgpu::scope::Block>(total->borrow_mut()));
  if (!r) {
    std::printf("%s\nPASS (refused at launch)\n", r.error().to_string().c_str());
    return 0;
  }
  auto w = total->to_vec();
  if (!w) {
    std::printf("%s\nPASS (reported at run time)\n", w.error().to_string().c_str());
    return 0;
  }
  return fail("block-scope atomics on one global word from 4 blocks ran clean "
              "(atomicAdd_block across blocks: not atomic on the device)");
}
