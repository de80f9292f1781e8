//! A generic struct with a generic impl (`impl<T: Copy + Add> V2<T> { fn
//! new, fn sum, fn swap }`), a generic operator impl (`impl<T> Mul<T> for
//! V2<T>`) and an operator impl for one instance (`impl Add for V2<f32>`),
//! used at f32 and i32.
#![no_std]
use rsgpu::*;
use core::ops::{Add, Mul};

#[derive(Clone, Copy)]
pub struct V2<T> {
    pub x: T,
    pub y: T,
}

impl<T: Copy + Add<Output = T>> V2<T> {
    fn new(x: T, y: T) -> Self {
        V2 { x, y }
    }
    fn sum(&self) -> T {
        self.x + self.y
    }
    fn swap(self) -> Self {
        V2 { x: self.y, y: self.x }
    }
}

impl<T: Copy + Mul<Output = T>> Mul<T> for V2<T> {
    type Output = V2<T>;
    fn mul(self, k: T) -> V2<T> {
        V2 { x: self.x * k, y: self.y * k }
    }
}

impl Add for V2<f32> {
    type Output = V2<f32>;
    fn add(self, o: V2<f32>) -> V2<f32> {
        V2 { x: self.x + o.x, y: self.y + o.y }
    }
}

rsgpu::kernel! {
    pub fn own_generic_impl(x: &[f32], ix: &[i32], out: &mut [f32], iout: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < iout.len() && 2 * i + 1 < x.len() && 2 * i + 1 < ix.len() {
            let a = V2::new(x[2 * i], x[2 * i + 1]);
            let b = a.swap() + a * 0.5;
            out[i] = b.sum() + b.x;
            let c = V2::new(ix[2 * i], ix[2 * i + 1]) * 3;
            iout[i] = c.swap().sum().wrapping_add(c.x);
        }
    }
}
