// S8: the warp id differs between warps of a block, so a block barrier or a
// block collective (which synchronises the block) under `w.id() == 0` or
// under an element a thread owns is partial; --deny-warnings makes it an
// error (exit 1).
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/collectives.hpp>
#include <utility>

struct WarpZero {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto w = b.warp();
    using Reduce = rsgpu::BlockReduce<float, 256>;
    auto st = Reduce::storage(b, [] {});
    if (w.id() == 0) {
      // CHECK: error[RG0404]: barrier `sum` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_block_collective_under_warp_condition.cpp:[[@LINE+2]]:28
      // CHECK: note: the condition varies because of this value
      auto [total, used] = Reduce::sum(b, std::move(st), 1.0f);
      (void)total;
      (void)used;
    }
  }
};

struct Owned {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    if (auto e = y.mine(t)) {
      *e = 0.0f;
      // CHECK: error[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_block_collective_under_warp_condition.cpp:[[@LINE+1]]:9
      b.sync();
    }
  }
};
