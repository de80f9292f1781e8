//! The flag of `overflowing_mul` tested, but only after the wrapped value
//! indexed the write: the store runs before the panic and may land on
//! another thread's element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_flag_tested_after_write(y: &mut [f32]) {
        let t = thread_idx_x() as u64;
        let (k, o) = t.overflowing_mul(0x0100_0000_0000_0000u64);
        if (k as usize) < y.len() {
            y[k as usize] = 1.0;
        }
        if o {
            panic!("overflow");
        }
    }
}
// CHECK: error[RG0201]: write to `y[k as usize]` may collide
