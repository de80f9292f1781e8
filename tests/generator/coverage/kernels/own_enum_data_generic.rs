//! A generic enum with data (`Either<A, B>`) at two instances, with generic
//! methods and a generic helper, compared with derived PartialEq.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Either<A, B> {
    Left(A),
    Right(B),
}

impl<A: Copy, B: Copy> Either<A, B> {
    fn left_or(&self, d: A) -> A {
        match self {
            Either::Left(a) => *a,
            Either::Right(_) => d,
        }
    }
    fn flip(self) -> Either<B, A> {
        match self {
            Either::Left(a) => Either::Right(a),
            Either::Right(b) => Either::Left(b),
        }
    }
}

fn pick<A, B>(c: bool, a: A, b: B) -> Either<A, B> {
    if c { Either::Left(a) } else { Either::Right(b) }
}

rsgpu::kernel! {
    pub fn own_enum_data_generic(x: &[f32], k: &[u32], out: &mut [f32], cnt: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < cnt.len() {
            let e: Either<f32, u32> = pick(k[i] % 3 == 0, x[i], k[i] >> 4);
            let f: Either<u32, f32> = e.flip();
            let as_f = match f {
                Either::Left(n) => (n % 1000) as f32,
                Either::Right(v) => v * 2.0,
            };
            let same = e == Either::Left(x[i]);
            out[i] = as_f + e.left_or(-1.0) + if same { 0.5 } else { 0.0 };
            cnt[i] = f.left_or(7) % 4096 + (f == Either::Right(0.0)) as u32;
        }
    }
}
