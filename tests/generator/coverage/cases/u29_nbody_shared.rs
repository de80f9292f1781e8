use diff::*;
use kernel::u29_nbody_shared;

fn main() {
    diff::main(|d| {
        for n in [1usize, 100, 256] {
            let f = floats(4 * n, 2912);
            let body: Vec<[f32; 4]> = (0..n).map(|i| [f[4 * i], f[4 * i + 1], f[4 * i + 2], f[4 * i + 3].abs() + 0.5]).collect();
            launch!(d, blocks(n.div_ceil(64), 64),
                    u29_nbody_shared(body = buf(body), eps2 = val(0.01f32), acc = buf_mut(vec![[0.0f32; 3]; n])));
        }
    });
}
