// S8 (RG0412): shared memory allocated once in the kernel body, reused through
// barriers inside a loop, is the intended spelling: not flagged. Neither is a
// helper that says it runs once.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Hoisted {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<64> t,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    float acc = 0.0f;
    for (int round = 0; round < 4; ++round) {
      s.mine(b) = float(round);
      auto r = b.sync(std::move(s));
      acc += r[(b.thread_rank() + 1) % 64];
      s = b.sync(std::move(r)); // back to writing, after every read
    }
    auto d = rsgpu::shared_dynamic<float>(b);
    d.mine(b) = acc;
    if (auto e = y.mine(t))
      *e = acc;
  }
};

template <int D>
RSGPU_FN float once(const rsgpu::BasicBlock<D> &b, float v) {
  auto s = rsgpu::shared<float, 64>(b, [] {}); // rsgpu: allow(shared-reuse)
  s.mine(b) = v;
  auto r = b.sync(std::move(s));
  return r[0];
}
struct HelperOnce {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<64> t,
                           rsgpu::SliceMut<float> y) const {
    float v = once(t.block(), 1.0f);
    if (auto e = y.mine(t))
      *e = v;
  }
};
// CHECK-NOT: RG04
