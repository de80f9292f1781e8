// S7 negative: shared memory kept in locals of the kernel, passed to helpers
// by reference, aliased by local pointers, captured by a lambda that is only
// called, and values (not references) copied out.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>
#include <utility>

float g_last_value;

template <class S, class B> RSGPU_FN void fill(const S &s, const B &b, float v) {
  s.mine(b) = v;
}

struct Stencil {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 128>(b, [] {});
    auto *alias = &s;
    fill(*alias, b, x[t.global_id() % x.len()]);
    auto r = b.sync(std::move(s));
    auto left = [&r, &b] { return r[(b.thread_rank() + 127) % 128]; };
    float v = left();
    if (auto e = y.mine(t)) *e = v;
  }
};
