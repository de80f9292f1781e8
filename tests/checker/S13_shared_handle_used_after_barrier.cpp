// S13 for shared-memory phase handles: the barrier consumes the Write-phase
// handle; reading through the old one is a use after move.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct Stale {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto tile = rsgpu::shared<float, 64>(b, [] {});
    tile.mine(b) = 1.0f;
    auto rd = b.sync(std::move(tile));
    // CHECK: error[RG0401]: use of moved shared-memory handle `tile`
    // CHECK-NEXT: --> {{.*}}S13_shared_handle_used_after_barrier.cpp:[[@LINE+2]]:5
    // CHECK: = help: a barrier such as `b.sync(std::move(s))` consumes the handle
    tile.mine(b) = rd[0];
  }
};
