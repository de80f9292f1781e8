#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 32>(b, [] {});
    s.mine(b) = 1.0f;
#ifdef RSGPU_CF_OK
    auto r = b.sync(std::move(s));
    float v = r[(b.thread_rank() + 1) % 32];
#else
    float v =
        s[(b.thread_rank() + 1) % 32]; // the neighbour may not have written yet
#endif
    if (auto e = y.mine(t))
      *e = v;
  }
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, y.borrow_mut());
}
