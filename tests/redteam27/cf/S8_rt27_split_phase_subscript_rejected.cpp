#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = 1.0f;
    auto sp = b.sync_split_at(std::move(s), 32);
#ifdef RSGPU_CF_OK
    float v = sp.upper(b.thread_rank() % 32);
#else
    float v = sp[b.thread_rank()]; // the lower slots are being written
#endif
    (void)v;
  }
};
void f(rsgpu::Stream &s) { (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}); }
