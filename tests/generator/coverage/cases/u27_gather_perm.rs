use diff::*;
use kernel::u27_gather_perm;

fn main() {
    diff::main(|d| {
        for (n, m, rows, dim) in [(1usize, 1usize, 1usize, 1usize), (100, 80, 10, 4), (150, 50, 7, 3)] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_gather_perm(x = buf(floats(m, 81)), idx = buf(from_fn(n, |i| (hash(82, i) % (m as u64 + 10)) as u32)),
                                    table = buf(floats(rows * dim, 83)), dim = val(dim), gathered = buf_mut(zeros(n)), emb = buf_mut(zeros(n * dim))));
        }
    });
}
