//! Red team 21: operator traits on the crate's own struct: `Add`, two `Mul`
//! impls (`Mul<f32>` and `Mul<V2>`, the dot product), `AddAssign`, `Neg`,
//! `Sub`, `Index<usize>`; a second struct with its own `Add` and `Neg`.
#![no_std]
use core::ops::{Add, AddAssign, Index, Mul, Neg, Sub};
use rsgpu::*;

#[derive(Clone, Copy)]
struct V2 {
    x: f32,
    y: f32,
}
#[derive(Clone, Copy)]
struct W {
    a: u32,
}
impl Add for V2 {
    type Output = V2;
    fn add(self, o: V2) -> V2 {
        V2 { x: self.x + o.x, y: self.y + o.y }
    }
}
impl Sub for V2 {
    type Output = V2;
    fn sub(self, o: V2) -> V2 {
        V2 { x: self.x - o.x, y: self.y - 2.0 * o.y }
    }
}
impl Mul<f32> for V2 {
    type Output = V2;
    fn mul(self, s: f32) -> V2 {
        V2 { x: self.x * s, y: self.y * s }
    }
}
impl Mul<V2> for V2 {
    type Output = f32;
    fn mul(self, o: V2) -> f32 {
        self.x * o.x + self.y * o.y
    }
}
impl AddAssign for V2 {
    fn add_assign(&mut self, o: V2) {
        self.x += o.x * 0.5;
        self.y += o.y;
    }
}
impl Neg for V2 {
    type Output = V2;
    fn neg(self) -> V2 {
        V2 { x: -self.y, y: self.x }
    }
}
impl Index<usize> for V2 {
    type Output = f32;
    fn index(&self, k: usize) -> &f32 {
        if k == 0 { &self.y } else { &self.x }
    }
}
impl Add for W {
    type Output = W;
    fn add(self, o: W) -> W {
        W { a: self.a.wrapping_mul(3).wrapping_add(o.a) }
    }
}
impl Neg for W {
    type Output = W;
    fn neg(self) -> W {
        W { a: !self.a }
    }
}

rsgpu::kernel! {
    pub fn r21_operators(x: &[u32], o1: &mut [f32], o2: &mut [f32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = (x[i] % 1000) as f32;
            let a = V2 { x: v, y: 1.5 };
            let b = V2 { x: 2.0, y: v * 0.25 };
            let mut c = a + b * 3.0 - (-a);
            c += b;
            o1[i] = c.x * 1000.0 + c.y;
            o2[i] = (a * b) + c[0] * 10.0 + c[1];
            let w = W { a: x[i] } + -W { a: 5 };
            o3[i] = w.a;
        }
    }
}
