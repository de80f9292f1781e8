// S8: one shared-memory declaration is one storage per
// block. Allocated inside a loop or in a device helper it hands out the same
// slots again while slow threads may still read them; a second
// shared_dynamic handle aliases the first. RG0412.
// EXIT: 0
#include <rsgpu/collectives.hpp>
#include <rsgpu/rsgpu.hpp>

struct InLoop {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<64> t,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    float acc = 0.0f;
    for (int round = 0; round < 4; ++round) {
      // CHECK: warning[RG0412]: shared memory allocated inside a loop (`rsgpu::shared`): every iteration gets the same storage
      // CHECK-NEXT: --> {{.*}}S8_shared_allocated_in_loop_or_helper.cpp:[[@LINE+2]]:16
      // CHECK: = help: allocate it once before the loop
      auto s = rsgpu::shared<float, 64>(b, [] {});
      s.mine(b) = float(round);
      auto r = b.sync(std::move(s));
      acc += r[(b.thread_rank() + 1) % 64];
    }
    if (auto e = y.mine(t))
      *e = acc;
  }
};

struct CubStorageInLoop {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<128> t,
                           rsgpu::SliceMut<float> y) const {
    using Reduce = rsgpu::BlockReduce<float, 128>;
    auto b = t.block();
    float total = 0.0f;
    for (int round = 0; round < 2; ++round) {
      // CHECK: warning[RG0412]: shared memory allocated inside a loop (collective storage)
      auto [sum, used] = Reduce::sum(b, Reduce::storage(b, [] {}), 1.0f);
      if (sum)
        total += *sum;
      (void)used;
    }
    if (auto e = y.mine(t))
      *e = total;
  }
};

// CHECK: warning[RG0412]: shared memory allocated in a device helper (`rsgpu::shared`): every call gets the same storage
// CHECK-NEXT: --> {{.*}}S8_shared_allocated_in_loop_or_helper.cpp:[[@LINE+3]]:12
template <int D>
RSGPU_FN float neighbour_sum(const rsgpu::BasicBlock<D> &b, float v) {
  auto s = rsgpu::shared<float, 64>(b, [] {});
  s.mine(b) = v;
  auto r = b.sync(std::move(s));
  return r[(b.thread_rank() + 1) % 64];
}
struct HelperTwice {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<64> t,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    float v = neighbour_sum(b, 1.0f);
    v = neighbour_sum(b, v); // the same array: races with the first call's reads
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct DynamicTwice {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto a = rsgpu::shared_dynamic<float>(b);
    // CHECK: warning[RG0412]: a second `rsgpu::shared_dynamic` handle to the launch's dynamic shared memory
    // CHECK-NEXT: --> {{.*}}S8_shared_allocated_in_loop_or_helper.cpp:[[@LINE+3]]:14
    // CHECK: note: the first handle is made here
    // CHECK-NEXT: --> {{.*}}S8_shared_allocated_in_loop_or_helper.cpp:[[@LINE-4]]:14
    auto c = rsgpu::shared_dynamic<float>(b);
    a.mine(b) = 1.0f;
    c.mine(b) = 2.0f;
    (void)y;
  }
};
// CHECK-NOT: RG0412
