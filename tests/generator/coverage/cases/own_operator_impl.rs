use diff::*;
use kernel::{own_operator_impl, Vec3};

fn vecs(n: usize, seed: u64) -> Vec<Vec3> {
    let f = floats(3 * n, seed);
    (0..n).map(|i| Vec3 { x: f[3 * i], y: f[3 * i + 1], z: f[3 * i + 2] }).collect()
}

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_operator_impl(a = buf(vecs(n, 21)), b = buf(vecs(n, 22)), t = val(0.25f32),
                                      out = buf_mut(vec![Vec3::default(); n])));
        }
    });
}
