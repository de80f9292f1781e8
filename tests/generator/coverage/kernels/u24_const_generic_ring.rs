//! A const-generic ring buffer struct `Ring<N>` used as a moving-average filter.
#![no_std]
use rsgpu::*;

struct Ring<const N: usize> {
    buf: [f32; N],
    pos: usize,
    filled: usize,
}

impl<const N: usize> Ring<N> {
    fn new() -> Self {
        Ring { buf: [0.0; N], pos: 0, filled: 0 }
    }
    fn push(&mut self, v: f32) {
        self.buf[self.pos] = v;
        self.pos = (self.pos + 1) % N;
        if self.filled < N {
            self.filled += 1;
        }
    }
    fn average(&self) -> f32 {
        let s: f32 = self.buf.iter().sum();
        s / self.filled.max(1) as f32
    }
}

rsgpu::kernel! {
    pub fn u24_const_generic_ring(m: &[f32], width: usize, out4: &mut [f32], out3: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out4.len() && r < out3.len() {
            let mut a = Ring::<4>::new();
            let mut b = Ring::<3>::new();
            for &v in &m[r * width..(r + 1) * width] {
                a.push(v);
                b.push(v);
            }
            out4[r] = a.average();
            out3[r] = b.average();
        }
    }
}
