//! S6 static proofs from value ranges: a `u8` index into a shared array of
//! 256, `x & 63` and `x % 64` into one of 64. No check is left.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn type_range(data: &[u8], out: &mut [u32]) {
        let lut = shared_array::<u32, 256>();
        let small = shared_array::<u32, 64>();
        let t = thread_idx_x() as usize;
        lut.set(t, t as u32);
        small.set(t, 1);
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < data.len() && i < out.len() {
            let b = data[i] as usize;
            out[i] = lut.get(b) + small.get(b & 63) + small.get(b % 64);
        }
    }
}
// CHECK: struct type_range {
// CHECK: // S6: b < 256 by the range of u8
// CHECK: // S6: b & 63 < 64
// CHECK: // S6: {{.*}} < 64
// CHECK-NOT: _proven
