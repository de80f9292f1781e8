//! Mandelbrot escape counts on a w x h grid with a Complex struct (Add, Mul, norm_sqr), `loop` + `break value`.
#![no_std]
use core::ops::{Add, Mul};
use rsgpu::*;

#[derive(Clone, Copy, Debug, PartialEq)]
struct Complex { re: f32, im: f32 }

impl Add for Complex {
    type Output = Self;
    fn add(self, o: Self) -> Self { Complex { re: self.re + o.re, im: self.im + o.im } }
}
impl Mul for Complex {
    type Output = Self;
    fn mul(self, o: Self) -> Self {
        Complex { re: self.re * o.re - self.im * o.im, im: self.re * o.im + self.im * o.re }
    }
}
impl Complex {
    fn norm_sqr(&self) -> f32 { self.re * self.re + self.im * self.im }
}

rsgpu::kernel! {
    pub fn u27_mandelbrot_complex(out: &mut [u32], w: u32, h: u32, max_iter: u32) {
        let px = block_idx_x() * block_dim_x() + thread_idx_x();
        let py = block_idx_y() * block_dim_y() + thread_idx_y();
        if px >= w || py >= h {
            return;
        }
        let c = Complex { re: -2.0 + 3.0 * px as f32 / w as f32, im: -1.25 + 2.5 * py as f32 / h as f32 };
        let mut z = Complex { re: 0.0, im: 0.0 };
        let mut n = 0;
        let count = loop {
            if n == max_iter || z.norm_sqr() > 4.0 {
                break n;
            }
            z = z * z + c;
            n += 1;
        };
        out[(py * w + px) as usize] = count;
    }
}
