#include "common.hpp"
void f() {
  auto s = rsgpu::Stream::create();
#ifdef RSGPU_CF_OK
  auto s2 = std::move(s);
#else
  auto s2 = s; // Result<Stream>: a move-only owner
#endif
  (void)s2;
}
