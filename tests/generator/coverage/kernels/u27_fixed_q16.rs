//! Q16.16 fixed-point arithmetic in a newtype with Add/Mul/Div impls (i64 intermediates, saturation):
//! y = a * x + b, then divided by a scale.
#![no_std]
use core::ops::{Add, Div, Mul};
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, PartialOrd, Default, Debug)]
struct Q16(i32);

impl Q16 {
    const ONE: Q16 = Q16(1 << 16);
    fn from_raw(r: i32) -> Self { Q16(r) }
    fn sat(v: i64) -> Self { Q16(v.clamp(i32::MIN as i64, i32::MAX as i64) as i32) }
}
impl Add for Q16 { type Output = Q16; fn add(self, o: Q16) -> Q16 { Q16(self.0.saturating_add(o.0)) } }
impl Mul for Q16 { type Output = Q16; fn mul(self, o: Q16) -> Q16 { Q16::sat((self.0 as i64 * o.0 as i64) >> 16) } }
impl Div for Q16 {
    type Output = Q16;
    fn div(self, o: Q16) -> Q16 {
        if o.0 == 0 { return Q16(if self.0 >= 0 { i32::MAX } else { i32::MIN }); }
        Q16::sat(((self.0 as i64) << 16) / o.0 as i64)
    }
}

rsgpu::kernel! {
    pub fn u27_fixed_q16(x: &[i32], y: &mut [i32], a: i32, b: i32, scale: i32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let v = Q16::from_raw(a) * Q16::from_raw(x[i]) + Q16::from_raw(b);
            let r = v / Q16::from_raw(scale);
            y[i] = if r > Q16::ONE { r.0 } else { (r * Q16::ONE).0 };
        }
    }
}
